export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          after: Json | null
          at: string
          before: Json | null
          id: number
          label: string | null
          row_id: string
          table_name: string
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          id?: never
          label?: string | null
          row_id: string
          table_name: string
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          id?: never
          label?: string | null
          row_id?: string
          table_name?: string
        }
        Relationships: []
      }
      bookings: {
        Row: {
          arrived_at: string | null
          assignment_override: string | null
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string
          customer_phone: string
          distance_km: number | null
          driver_id: string | null
          dropoff_location: string
          dropoff_place_id: string | null
          duration_min: number | null
          fare_breakdown: NonNullable<Json>
          fare_kobo: number
          flight_number: string | null
          id: string
          idempotency_key: string
          notes: string | null
          pickup_location: string
          pickup_place_id: string | null
          reference: string
          search_code: string | null
          search_email: string | null
          search_name: string | null
          search_phone: string | null
          search_phone_reversed: string | null
          search_surname: string | null
          service_type: Database["public"]["Enums"]["service_type"]
          started_at: string | null
          status: Database["public"]["Enums"]["booking_status"]
          status_key: string | null
          updated_at: string
          user_id: string | null
          vehicle_id: string | null
          paid_kobo: number | null
          payment_state: string | null
        }
        Insert: {
          arrived_at?: string | null
          assignment_override?: string | null
          booking_time: string
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          completed_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          customer_email: string
          customer_name: string
          customer_phone: string
          distance_km?: number | null
          driver_id?: string | null
          dropoff_location: string
          dropoff_place_id?: string | null
          duration_min?: number | null
          fare_breakdown?: NonNullable<Json>
          fare_kobo: number
          flight_number?: string | null
          id?: string
          idempotency_key?: string
          notes?: string | null
          pickup_location: string
          pickup_place_id?: string | null
          reference?: string
          search_code?: never
          search_email?: never
          search_name?: never
          search_phone?: never
          search_phone_reversed?: never
          search_surname?: never
          service_type?: Database["public"]["Enums"]["service_type"]
          started_at?: string | null
          status?: Database["public"]["Enums"]["booking_status"]
          status_key?: never
          updated_at?: string
          user_id?: string | null
          vehicle_id?: string | null
        }
        Update: {
          arrived_at?: string | null
          assignment_override?: string | null
          booking_time?: string
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          completed_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          customer_email?: string
          customer_name?: string
          customer_phone?: string
          distance_km?: number | null
          driver_id?: string | null
          dropoff_location?: string
          dropoff_place_id?: string | null
          duration_min?: number | null
          fare_breakdown?: NonNullable<Json>
          fare_kobo?: number
          flight_number?: string | null
          id?: string
          idempotency_key?: string
          notes?: string | null
          pickup_location?: string
          pickup_place_id?: string | null
          reference?: string
          search_code?: never
          search_email?: never
          search_name?: never
          search_phone?: never
          search_phone_reversed?: never
          search_surname?: never
          service_type?: Database["public"]["Enums"]["service_type"]
          started_at?: string | null
          status?: Database["public"]["Enums"]["booking_status"]
          status_key?: never
          updated_at?: string
          user_id?: string | null
          vehicle_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "bookings_driver_id_fkey"
            columns: ["driver_id"]
            isOneToOne: false
            referencedRelation: "drivers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_dropoff_place_id_fkey"
            columns: ["dropoff_place_id"]
            isOneToOne: false
            referencedRelation: "places"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_pickup_place_id_fkey"
            columns: ["pickup_place_id"]
            isOneToOne: false
            referencedRelation: "places"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_submissions: {
        Row: {
          attachment_path: string | null
          company_name: string | null
          created_at: string
          email: string
          form_type: Database["public"]["Enums"]["form_type"]
          id: string
          message: string | null
          name: string
          phone: string | null
          service_requirements: string | null
          subject: string | null
        }
        Insert: {
          attachment_path?: string | null
          company_name?: string | null
          created_at?: string
          email: string
          form_type: Database["public"]["Enums"]["form_type"]
          id?: string
          message?: string | null
          name: string
          phone?: string | null
          service_requirements?: string | null
          subject?: string | null
        }
        Update: {
          attachment_path?: string | null
          company_name?: string | null
          created_at?: string
          email?: string
          form_type?: Database["public"]["Enums"]["form_type"]
          id?: string
          message?: string | null
          name?: string
          phone?: string | null
          service_requirements?: string | null
          subject?: string | null
        }
        Relationships: []
      }
      driver_documents: {
        Row: {
          created_at: string
          driver_id: string
          expires_on: string | null
          file_path: string | null
          id: string
          kind: string
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["document_status"]
          updated_at: string
        }
        Insert: {
          created_at?: string
          driver_id: string
          expires_on?: string | null
          file_path?: string | null
          id?: string
          kind: string
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["document_status"]
          updated_at?: string
        }
        Update: {
          created_at?: string
          driver_id?: string
          expires_on?: string | null
          file_path?: string | null
          id?: string
          kind?: string
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["document_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "driver_documents_driver_id_fkey"
            columns: ["driver_id"]
            isOneToOne: false
            referencedRelation: "drivers"
            referencedColumns: ["id"]
          },
        ]
      }
      drivers: {
        Row: {
          assigned_vehicle_id: string | null
          created_at: string
          documents: NonNullable<Json>
          email: string | null
          id: string
          license_expiry: string
          license_number: string | null
          name: string
          phone: string | null
          rating: number
          rating_count: number
          status: Database["public"]["Enums"]["driver_status"]
          trips: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          assigned_vehicle_id?: string | null
          created_at?: string
          documents?: NonNullable<Json>
          email?: string | null
          id?: string
          license_expiry: string
          license_number?: string | null
          name: string
          phone?: string | null
          rating?: number
          rating_count?: number
          status?: Database["public"]["Enums"]["driver_status"]
          trips?: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          assigned_vehicle_id?: string | null
          created_at?: string
          documents?: NonNullable<Json>
          email?: string | null
          id?: string
          license_expiry?: string
          license_number?: string | null
          name?: string
          phone?: string | null
          rating?: number
          rating_count?: number
          status?: Database["public"]["Enums"]["driver_status"]
          trips?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "drivers_assigned_vehicle_id_fkey"
            columns: ["assigned_vehicle_id"]
            isOneToOne: false
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          created_at: string
          error: string | null
          html: string | null
          id: string
          provider: string
          related_id: string | null
          reply_to: string | null
          sent_at: string | null
          status: Database["public"]["Enums"]["outbox_status"]
          subject: string
          text: string | null
          to_email: string
          type: string
        }
        Insert: {
          created_at?: string
          error?: string | null
          html?: string | null
          id?: string
          provider: string
          related_id?: string | null
          reply_to?: string | null
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
          subject: string
          text?: string | null
          to_email: string
          type: string
        }
        Update: {
          created_at?: string
          error?: string | null
          html?: string | null
          id?: string
          provider?: string
          related_id?: string | null
          reply_to?: string | null
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
          subject?: string
          text?: string | null
          to_email?: string
          type?: string
        }
        Relationships: []
      }
      fare_rules: {
        Row: {
          airport_surcharge_kobo: number
          base_kobo: number
          hotel_surcharge_kobo: number
          minimum_kobo: number
          multiplier: number
          per_km_kobo: number
          per_min_kobo: number
          service_type: Database["public"]["Enums"]["service_type"]
          updated_at: string
        }
        Insert: {
          airport_surcharge_kobo?: number
          base_kobo: number
          hotel_surcharge_kobo?: number
          minimum_kobo: number
          multiplier?: number
          per_km_kobo: number
          per_min_kobo: number
          service_type: Database["public"]["Enums"]["service_type"]
          updated_at?: string
        }
        Update: {
          airport_surcharge_kobo?: number
          base_kobo?: number
          hotel_surcharge_kobo?: number
          minimum_kobo?: number
          multiplier?: number
          per_km_kobo?: number
          per_min_kobo?: number
          service_type?: Database["public"]["Enums"]["service_type"]
          updated_at?: string
        }
        Relationships: []
      }
      fleets: {
        Row: {
          colour: string | null
          created_at: string
          description: string | null
          id: string
          images: string[]
          model: string
          owner: string
          owner_id: string | null
          registration_number: string
          seating_capacity: number
          service_class: Database["public"]["Enums"]["service_type"]
          service_interval_days: number
          service_interval_km: number
          status: Database["public"]["Enums"]["vehicle_status"]
          updated_at: string
        }
        Insert: {
          colour?: string | null
          created_at?: string
          description?: string | null
          id?: string
          images?: string[]
          model: string
          owner: string
          owner_id?: string | null
          registration_number: string
          seating_capacity: number
          service_class?: Database["public"]["Enums"]["service_type"]
          service_interval_days?: number
          service_interval_km?: number
          status?: Database["public"]["Enums"]["vehicle_status"]
          updated_at?: string
        }
        Update: {
          colour?: string | null
          created_at?: string
          description?: string | null
          id?: string
          images?: string[]
          model?: string
          owner?: string
          owner_id?: string | null
          registration_number?: string
          seating_capacity?: number
          service_class?: Database["public"]["Enums"]["service_type"]
          service_interval_days?: number
          service_interval_km?: number
          status?: Database["public"]["Enums"]["vehicle_status"]
          updated_at?: string
        }
        Relationships: []
      }
      location_consents: {
        Row: {
          consented_at: string
          id: string
          policy_version: string
          user_agent: string | null
          user_id: string
        }
        Insert: {
          consented_at?: string
          id?: string
          policy_version: string
          user_agent?: string | null
          user_id?: string
        }
        Update: {
          consented_at?: string
          id?: string
          policy_version?: string
          user_agent?: string | null
          user_id?: string
        }
        Relationships: []
      }
      maintenance_logs: {
        Row: {
          cost_kobo: number
          created_at: string
          created_by: string | null
          details: string
          id: string
          log_date: string
          log_type: Database["public"]["Enums"]["maintenance_log_type"]
          odometer_km: number | null
          updated_at: string
          vehicle_id: string
        }
        Insert: {
          cost_kobo: number
          created_at?: string
          created_by?: string | null
          details: string
          id?: string
          log_date: string
          log_type: Database["public"]["Enums"]["maintenance_log_type"]
          odometer_km?: number | null
          updated_at?: string
          vehicle_id: string
        }
        Update: {
          cost_kobo?: number
          created_at?: string
          created_by?: string | null
          details?: string
          id?: string
          log_date?: string
          log_type?: Database["public"]["Enums"]["maintenance_log_type"]
          odometer_km?: number | null
          updated_at?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "maintenance_logs_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
      operator_settings: {
        Row: {
          commission_rate_bps: number
          free_cancellation_minutes: number
          id: boolean
          late_cancellation_fee_kobo: number
          require_admin_second_factor: boolean
          updated_at: string
        }
        Insert: {
          commission_rate_bps?: number
          free_cancellation_minutes?: number
          id?: boolean
          late_cancellation_fee_kobo?: number
          require_admin_second_factor?: boolean
          updated_at?: string
        }
        Update: {
          commission_rate_bps?: number
          free_cancellation_minutes?: number
          id?: boolean
          late_cancellation_fee_kobo?: number
          require_admin_second_factor?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      owner_bank_accounts: {
        Row: {
          account_name: string
          account_number: string
          bank_code: string
          bank_name: string
          id: string
          owner_id: string
          recipient_code: string
          updated_at: string
          verified_at: string
        }
        Insert: {
          account_name: string
          account_number: string
          bank_code: string
          bank_name: string
          id?: string
          owner_id: string
          recipient_code: string
          updated_at?: string
          verified_at?: string
        }
        Update: {
          account_name?: string
          account_number?: string
          bank_code?: string
          bank_name?: string
          id?: string
          owner_id?: string
          recipient_code?: string
          updated_at?: string
          verified_at?: string
        }
        Relationships: []
      }
      owner_payouts: {
        Row: {
          account_label: string | null
          amount_kobo: number
          bank_reference: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          failure_reason: string | null
          id: string
          method: string
          owner_id: string | null
          owner_name: string
          period: string
          reference: string
          status: string
          transfer_code: string | null
        }
        Insert: {
          account_label?: string | null
          amount_kobo: number
          bank_reference?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          failure_reason?: string | null
          id?: string
          method: string
          owner_id?: string | null
          owner_name: string
          period: string
          reference: string
          status?: string
          transfer_code?: string | null
        }
        Update: {
          account_label?: string | null
          amount_kobo?: number
          bank_reference?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          failure_reason?: string | null
          id?: string
          method?: string
          owner_id?: string | null
          owner_name?: string
          period?: string
          reference?: string
          status?: string
          transfer_code?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "owner_payouts_period_fkey"
            columns: ["period"]
            isOneToOne: false
            referencedRelation: "report_periods"
            referencedColumns: ["period"]
          },
        ]
      }
      payments: {
        Row: {
          amount_kobo: number
          booking_id: string
          channel: string | null
          created_at: string
          failure_reason: string | null
          id: string
          kind: string
          method: string
          provider_id: string | null
          provider_reference: string | null
          reason: string | null
          received_at: string
          received_by: string | null
          recorded_by: string | null
          refund_of: string | null
          sent_at: string | null
          status: string
        }
        Insert: {
          amount_kobo: number
          booking_id: string
          channel?: string | null
          created_at?: string
          failure_reason?: string | null
          id?: string
          kind?: string
          method?: string
          provider_id?: string | null
          provider_reference?: string | null
          reason?: string | null
          received_at?: string
          received_by?: string | null
          recorded_by?: string | null
          refund_of?: string | null
          sent_at?: string | null
          status?: string
        }
        Update: {
          amount_kobo?: number
          booking_id?: string
          channel?: string | null
          created_at?: string
          failure_reason?: string | null
          id?: string
          kind?: string
          method?: string
          provider_id?: string | null
          provider_reference?: string | null
          reason?: string | null
          received_at?: string
          received_by?: string | null
          recorded_by?: string | null
          refund_of?: string | null
          sent_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "payments_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_refund_of_fkey"
            columns: ["refund_of"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id"]
          },
        ]
      }
      paystack_events: {
        Row: {
          event: string
          event_key: string
          handled_at: string | null
          id: number
          outcome: string | null
          payload: NonNullable<Json>
          received_at: string
        }
        Insert: {
          event: string
          event_key: string
          handled_at?: string | null
          id?: never
          outcome?: string | null
          payload: NonNullable<Json>
          received_at?: string
        }
        Update: {
          event?: string
          event_key?: string
          handled_at?: string | null
          id?: never
          outcome?: string | null
          payload?: NonNullable<Json>
          received_at?: string
        }
        Relationships: []
      }
      places: {
        Row: {
          aliases: string[]
          area: string
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["place_kind"]
          lat: number
          lng: number
          match_keys: string[]
          meeting_point: string | null
          name: string
          popular: boolean
          slug: string
        }
        Insert: {
          aliases?: string[]
          area: string
          created_at?: string
          id?: string
          kind: Database["public"]["Enums"]["place_kind"]
          lat: number
          lng: number
          match_keys: string[]
          meeting_point?: string | null
          name: string
          popular?: boolean
          slug: string
        }
        Update: {
          aliases?: string[]
          area?: string
          created_at?: string
          id?: string
          kind?: Database["public"]["Enums"]["place_kind"]
          lat?: number
          lng?: number
          match_keys?: string[]
          meeting_point?: string | null
          name?: string
          popular?: boolean
          slug?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          created_at: string
          full_name: string
          id: string
          phone: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          full_name?: string
          id: string
          phone?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          full_name?: string
          id?: string
          phone?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      report_periods: {
        Row: {
          closed_at: string
          closed_by: string | null
          commission_rate_bps: number
          id: string
          paid_at: string | null
          paid_by: string | null
          period: string
          status: string
        }
        Insert: {
          closed_at?: string
          closed_by?: string | null
          commission_rate_bps: number
          id?: string
          paid_at?: string | null
          paid_by?: string | null
          period: string
          status?: string
        }
        Update: {
          closed_at?: string
          closed_by?: string | null
          commission_rate_bps?: number
          id?: string
          paid_at?: string | null
          paid_by?: string | null
          period?: string
          status?: string
        }
        Relationships: []
      }
      revenue_report_sources: {
        Row: {
          amount_kobo: number
          booking_id: string | null
          detail: string
          id: number
          kind: string
          label: string
          maintenance_log_id: string | null
          occurred_at: string
          period: string
          vehicle_id: string
        }
        Insert: {
          amount_kobo: number
          booking_id?: string | null
          detail: string
          id?: never
          kind: string
          label: string
          maintenance_log_id?: string | null
          occurred_at: string
          period: string
          vehicle_id: string
        }
        Update: {
          amount_kobo?: number
          booking_id?: string | null
          detail?: string
          id?: never
          kind?: string
          label?: string
          maintenance_log_id?: string | null
          occurred_at?: string
          period?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "revenue_report_sources_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "revenue_report_sources_maintenance_log_id_fkey"
            columns: ["maintenance_log_id"]
            isOneToOne: false
            referencedRelation: "maintenance_logs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "revenue_report_sources_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
      revenue_reports: {
        Row: {
          commission_kobo: number
          commission_rate_bps: number
          created_at: string
          expenses_kobo: number
          fuel_kobo: number | null
          id: string
          maintenance_kobo: number | null
          payout_kobo: number | null
          period: string
          revenue_kobo: number
          trips: number | null
          updated_at: string
          vehicle_id: string
        }
        Insert: {
          commission_kobo?: number
          commission_rate_bps?: number
          created_at?: string
          expenses_kobo: number
          fuel_kobo?: number | null
          id?: string
          maintenance_kobo?: number | null
          payout_kobo?: never
          period: string
          revenue_kobo: number
          trips?: number | null
          updated_at?: string
          vehicle_id: string
        }
        Update: {
          commission_kobo?: number
          commission_rate_bps?: number
          created_at?: string
          expenses_kobo?: number
          fuel_kobo?: number | null
          id?: string
          maintenance_kobo?: number | null
          payout_kobo?: never
          period?: string
          revenue_kobo?: number
          trips?: number | null
          updated_at?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "revenue_reports_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
      ride_links: {
        Row: {
          booking_id: string
          created_at: string
          manage_token: string
          share_token: string
        }
        Insert: {
          booking_id: string
          created_at?: string
          manage_token?: string
          share_token?: string
        }
        Update: {
          booking_id?: string
          created_at?: string
          manage_token?: string
          share_token?: string
        }
        Relationships: [
          {
            foreignKeyName: "ride_links_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      ride_ratings: {
        Row: {
          booking_id: string
          comment: string | null
          created_at: string
          driver_id: string | null
          rating: number
        }
        Insert: {
          booking_id: string
          comment?: string | null
          created_at?: string
          driver_id?: string | null
          rating: number
        }
        Update: {
          booking_id?: string
          comment?: string | null
          created_at?: string
          driver_id?: string | null
          rating?: number
        }
        Relationships: [
          {
            foreignKeyName: "ride_ratings_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ride_ratings_driver_id_fkey"
            columns: ["driver_id"]
            isOneToOne: false
            referencedRelation: "drivers"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicle_positions: {
        Row: {
          accuracy_m: number | null
          driver_id: string | null
          heading: number
          lat: number
          lng: number
          recorded_at: string
          simulated: boolean | null
          source: string
          speed_kmh: number
          vehicle_id: string
        }
        Insert: {
          accuracy_m?: number | null
          driver_id?: string | null
          heading?: number
          lat: number
          lng: number
          recorded_at?: string
          simulated?: never
          source?: string
          speed_kmh?: number
          vehicle_id: string
        }
        Update: {
          accuracy_m?: number | null
          driver_id?: string | null
          heading?: number
          lat?: number
          lng?: number
          recorded_at?: string
          simulated?: never
          source?: string
          speed_kmh?: number
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vehicle_positions_driver_id_fkey"
            columns: ["driver_id"]
            isOneToOne: false
            referencedRelation: "drivers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicle_positions_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: true
            referencedRelation: "fleets"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      admin_count_other_admins: { Args: { p_user_id: string }; Returns: number }
      admin_list_users: {
        Args: { p_page: number; p_per_page: number; p_search?: string }
        Returns: Json
      }
      admin_second_factor_required: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      anonymise_account: { Args: { p_user_id: string }; Returns: Json }
      assert_assignable: {
        Args: {
          p_booking: Database["public"]["Tables"]["bookings"]["Row"]
          p_driver_id: string
          p_override_reason?: string
          p_vehicle_id: string
        }
        Returns: string
      }
      assign_booking: {
        Args: {
          p_booking_id: string
          p_confirm?: boolean
          p_driver_id: string
          p_override_reason?: string
          p_vehicle_id: string
        }
        Returns: {
          arrived_at: string | null
          assignment_override: string | null
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string
          customer_phone: string
          distance_km: number | null
          driver_id: string | null
          dropoff_location: string
          dropoff_place_id: string | null
          duration_min: number | null
          fare_breakdown: NonNullable<Json>
          fare_kobo: number
          flight_number: string | null
          id: string
          idempotency_key: string
          notes: string | null
          pickup_location: string
          pickup_place_id: string | null
          reference: string
          search_code: string | null
          search_email: string | null
          search_name: string | null
          search_phone: string | null
          search_phone_reversed: string | null
          search_surname: string | null
          service_type: Database["public"]["Enums"]["service_type"]
          started_at: string | null
          status: Database["public"]["Enums"]["booking_status"]
          status_key: string | null
          updated_at: string
          user_id: string | null
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      attach_driver_document_file: {
        Args: { p_driver_id: string; p_file_path: string; p_kind: string }
        Returns: {
          created_at: string
          driver_id: string
          expires_on: string | null
          file_path: string | null
          id: string
          kind: string
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["document_status"]
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "driver_documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      audit_actor: {
        Args: Record<PropertyKey, never>
        Returns: Record<string, unknown>
      }
      audit_log_actors: { Args: Record<PropertyKey, never>; Returns: string[] }
      begin_online_payment: {
        Args: { p_reference: string; p_token: string }
        Returns: {
          amount_kobo: number
          booking_id: string
          booking_reference: string
          email: string
          manage_token: string
          payment_id: string
          provider_reference: string
        }[]
      }
      caller_is_active: { Args: Record<PropertyKey, never>; Returns: boolean }
      cancel_ride: {
        Args: { p_reason: string; p_reference: string; p_token: string }
        Returns: Database["public"]["CompositeTypes"]["ride_view"]
        SetofOptions: {
          from: "*"
          to: "ride_view"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_paystack_event: {
        Args: { p_event: string; p_key: string; p_payload: Json }
        Returns: boolean
      }
      close_period: {
        Args: { p_period?: string }
        Returns: {
          closed_at: string
          closed_by: string | null
          commission_rate_bps: number
          id: string
          paid_at: string | null
          paid_by: string | null
          period: string
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "report_periods"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_booking: {
        Args: {
          p_booking_time: string
          p_customer_email: string
          p_customer_name: string
          p_customer_phone: string
          p_dropoff: string
          p_flight_number?: string
          p_idempotency_key: string
          p_notes?: string
          p_pickup: string
          p_service_type: Database["public"]["Enums"]["service_type"]
        }
        Returns: Database["public"]["CompositeTypes"]["booking_receipt"]
        SetofOptions: {
          from: "*"
          to: "booking_receipt"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      dashboard_alerts: {
        Args: Record<PropertyKey, never>
        Returns: {
          booking_id: string
          detail: string
          driver_id: string
          kind: string
          severity: string
          title: string
          vehicle_id: string
        }[]
      }
      dashboard_stats: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["CompositeTypes"]["dashboard_stats_result"]
        SetofOptions: {
          from: "*"
          to: "dashboard_stats_result"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      dispatch_candidates: {
        Args: { p_booking_id: string }
        Returns: {
          assignable: boolean
          distance_km: number
          driver_id: string
          driver_name: string
          driver_phone: string
          driver_rating: number
          fit: string
          last_seen_at: string
          overridable: boolean
          reason: string
          registration_number: string
          seating_capacity: number
          service_class: Database["public"]["Enums"]["service_type"]
          vehicle_id: string
          vehicle_model: string
        }[]
      }
      driver_trip_step: {
        Args: { p_booking_id: string; p_step: string }
        Returns: {
          arrived_at: string | null
          assignment_override: string | null
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string
          customer_phone: string
          distance_km: number | null
          driver_id: string | null
          dropoff_location: string
          dropoff_place_id: string | null
          duration_min: number | null
          fare_breakdown: NonNullable<Json>
          fare_kobo: number
          flight_number: string | null
          id: string
          idempotency_key: string
          notes: string | null
          pickup_location: string
          pickup_place_id: string | null
          reference: string
          search_code: string | null
          search_email: string | null
          search_name: string | null
          search_phone: string | null
          search_phone_reversed: string | null
          search_surname: string | null
          service_type: Database["public"]["Enums"]["service_type"]
          started_at: string | null
          status: Database["public"]["Enums"]["booking_status"]
          status_key: string | null
          updated_at: string
          user_id: string | null
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      finish_paystack_event: {
        Args: { p_event: string; p_key: string; p_outcome: string }
        Returns: undefined
      }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_driver: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_owner: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_valid_email: { Args: { p_address: string }; Returns: boolean }
      list_owner_accounts: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          full_name: string
          id: string
        }[]
      }
      list_public_fleet: {
        Args: Record<PropertyKey, never>
        Returns: {
          description: string
          id: string
          images: string[]
          model: string
          seating_capacity: number
          service_class: Database["public"]["Enums"]["service_type"]
          status: Database["public"]["Enums"]["vehicle_status"]
        }[]
      }
      maintenance_summary: {
        Args: {
          p_from?: string
          p_log_type?: Database["public"]["Enums"]["maintenance_log_type"]
          p_to?: string
          p_vehicle_id?: string
        }
        Returns: {
          entries: number
          total_cost_kobo: number
        }[]
      }
      mark_payout_sent: {
        Args: {
          p_message: string
          p_payout_id: string
          p_status: string
          p_transfer_code: string
        }
        Returns: {
          account_label: string | null
          amount_kobo: number
          bank_reference: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          failure_reason: string | null
          id: string
          method: string
          owner_id: string | null
          owner_name: string
          period: string
          reference: string
          status: string
          transfer_code: string | null
        }
        SetofOptions: {
          from: "*"
          to: "owner_payouts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      mark_period_paid: {
        Args: { p_period: string }
        Returns: {
          closed_at: string
          closed_by: string | null
          commission_rate_bps: number
          id: string
          paid_at: string | null
          paid_by: string | null
          period: string
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "report_periods"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      mark_refund_sent: {
        Args: {
          p_message: string
          p_provider_id: string
          p_refund_id: string
          p_status: string
        }
        Returns: {
          amount_kobo: number
          booking_id: string
          channel: string | null
          created_at: string
          failure_reason: string | null
          id: string
          kind: string
          method: string
          provider_id: string | null
          provider_reference: string | null
          reason: string | null
          received_at: string
          received_by: string | null
          recorded_by: string | null
          refund_of: string | null
          sent_at: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      my_location_consent: {
        Args: Record<PropertyKey, never>
        Returns: {
          consented_at: string
          id: string
          policy_version: string
          user_agent: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "location_consents"
          isOneToOne: true
          isSetofReturn: true
        }
      }
      my_rides: {
        Args: { p_limit?: number; p_offset?: number; p_scope?: string }
        Returns: {
          booking_time: string
          can_cancel: boolean
          can_rate: boolean
          dropoff_location: string
          fare_kobo: number
          manage_token: string
          pickup_location: string
          rating: number
          reference: string
          service_type: Database["public"]["Enums"]["service_type"]
          stage: string
          status: Database["public"]["Enums"]["booking_status"]
          total_count: number
        }[]
      }
      new_booking_reference: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      normalize_ng_phone: { Args: { p_phone: string }; Returns: string }
      owner_monthly: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          commission_kobo: number
          expenses_kobo: number
          payout_kobo: number
          period: string
          period_status: string
          revenue_kobo: number
          trips: number
          vehicles: number
        }[]
      }
      owner_report_totals: {
        Args: { p_from?: string; p_to?: string }
        Returns: Json
      }
      owner_reports: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          commission_kobo: number
          commission_rate_bps: number
          expenses_kobo: number
          fuel_kobo: number
          id: string
          maintenance_kobo: number
          model: string
          payout_kobo: number
          period: string
          period_status: string
          registration_number: string
          revenue_kobo: number
          trips: number
          vehicle_id: string
        }[]
      }
      owner_statements: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          closed_at: string
          commission_kobo: number
          commission_rate_bps: number
          expenses_kobo: number
          fuel_kobo: number
          maintenance_kobo: number
          paid_at: string
          payout_kobo: number
          period: string
          provisional: boolean
          revenue_kobo: number
          status: string
          trips: number
          vehicles: number
        }[]
      }
      owner_vehicles: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          active_days: number
          elapsed_days: number
          latest_odometer_km: number
          model: string
          next_service_date: string
          next_service_km: number
          range_from: string
          range_to: string
          registration_number: string
          service_due_soon: boolean
          service_overdue: boolean
          status: Database["public"]["Enums"]["vehicle_status"]
          trip_revenue_kobo: number
          trips: number
          utilisation: number
          vehicle_id: string
        }[]
      }
      paid_kobo: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      pay_period: {
        Args: { p_payouts: Json; p_period: string }
        Returns: {
          account_label: string | null
          amount_kobo: number
          bank_reference: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          failure_reason: string | null
          id: string
          method: string
          owner_id: string | null
          owner_name: string
          period: string
          reference: string
          status: string
          transfer_code: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "owner_payouts"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      payment_state: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: string
      }
      payouts_to_send: {
        Args: { p_period?: string }
        Returns: {
          amount_kobo: number
          owner_name: string
          payout_id: string
          period: string
          recipient_code: string
          reference: string
        }[]
      }
      period_payments: {
        Args: { p_period: string }
        Returns: {
          booking_reference: string
          completed_at: string
          fare_kobo: number
          paid_how: string
          paid_kobo: number
          refunded_kobo: number
          vehicle_plate: string
        }[]
      }
      period_payout_plan: {
        Args: { p_period: string }
        Returns: {
          account_label: string
          amount_kobo: number
          can_transfer: boolean
          owner_id: string
          owner_name: string
          payout_id: string
          payout_method: string
          payout_status: string
          vehicles: number
        }[]
      }
      place_match_key: { Args: { p_text: string }; Returns: string }
      quote_departures: {
        Args: {
          p_at: string
          p_dropoff: string
          p_pickup: string
          p_service: Database["public"]["Enums"]["service_type"]
        }
        Returns: {
          departure_at: string
          distance_km: number
          duration_min: number
          fare_kobo: number
          is_chosen: boolean
        }[]
      }
      quote_fare: {
        Args: {
          dropoff: string
          pickup: string
          pickup_at?: string
          service?: Database["public"]["Enums"]["service_type"]
        }
        Returns: Json
      }
      rate_ride: {
        Args: {
          p_comment?: string
          p_rating: number
          p_reference: string
          p_token: string
        }
        Returns: Database["public"]["CompositeTypes"]["ride_view"]
        SetofOptions: {
          from: "*"
          to: "ride_view"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_account_action: {
        Args: {
          p_action: string
          p_actor_id: string
          p_after?: Json
          p_before?: Json
          p_user_id: string
        }
        Returns: number
      }
      record_cash_payment: {
        Args: {
          p_amount_kobo: number
          p_booking_id: string
          p_received_at?: string
          p_received_by: string
        }
        Returns: {
          amount_kobo: number
          booking_id: string
          channel: string | null
          created_at: string
          failure_reason: string | null
          id: string
          kind: string
          method: string
          provider_id: string | null
          provider_reference: string | null
          reason: string | null
          received_at: string
          received_by: string | null
          recorded_by: string | null
          refund_of: string | null
          sent_at: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_location_consent: {
        Args: { p_policy_version: string }
        Returns: {
          consented_at: string
          id: string
          policy_version: string
          user_agent: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "location_consents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_paystack_charge: {
        Args: {
          p_amount_kobo: number
          p_channel: string
          p_currency: string
          p_message: string
          p_paid_at: string
          p_provider_id: string
          p_provider_reference: string
          p_status: string
        }
        Returns: Json
      }
      record_paystack_refund: {
        Args: {
          p_amount_kobo: number
          p_charge_reference: string
          p_message: string
          p_provider_id: string
          p_status: string
        }
        Returns: Json
      }
      record_paystack_transfer: {
        Args: {
          p_amount_kobo: number
          p_message: string
          p_reference: string
          p_status: string
          p_transfer_code: string
        }
        Returns: Json
      }
      refunds_to_send: {
        Args: { p_booking_id?: string; p_booking_reference?: string }
        Returns: {
          amount_kobo: number
          booking_id: string
          booking_reference: string
          charge_reference: string
          reason: string
          refund_id: string
        }[]
      }
      report_collections: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          amount_kobo: number
          entries: number
          how: string
        }[]
      }
      report_monthly: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          commission_kobo: number
          expenses_kobo: number
          payout_kobo: number
          period: string
          period_status: string
          revenue_kobo: number
          trips: number
          vehicles: number
        }[]
      }
      report_position: {
        Args: {
          p_accuracy_m?: number
          p_heading?: number
          p_lat: number
          p_lng: number
          p_speed_kmh?: number
          p_vehicle_id?: string
        }
        Returns: {
          accuracy_m: number | null
          driver_id: string | null
          heading: number
          lat: number
          lng: number
          recorded_at: string
          simulated: boolean | null
          source: string
          speed_kmh: number
          vehicle_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vehicle_positions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      report_rows: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          commission_kobo: number
          commission_rate_bps: number
          expenses_kobo: number
          fuel_kobo: number
          id: string
          maintenance_kobo: number
          model: string
          owner: string
          payout_kobo: number
          period: string
          period_status: string
          registration_number: string
          revenue_kobo: number
          trips: number
          vehicle_id: string
        }[]
      }
      report_sources: {
        Args: { p_report_id: string }
        Returns: {
          amount_kobo: number
          booking_id: string
          detail: string
          kind: string
          label: string
          maintenance_log_id: string
          occurred_at: string
        }[]
      }
      report_summary: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          commission_kobo: number
          expenses_kobo: number
          fuel_kobo: number
          maintenance_kobo: number
          open_periods: number
          paid_periods: number
          payout_kobo: number
          reports: number
          revenue_kobo: number
          trips: number
          vehicles: number
        }[]
      }
      report_totals: { Args: { p_from?: string; p_to?: string }; Returns: Json }
      request_refund: {
        Args: { p_amount_kobo: number; p_booking_id: string; p_reason: string }
        Returns: {
          amount_kobo: number
          booking_id: string
          channel: string | null
          created_at: string
          failure_reason: string | null
          id: string
          kind: string
          method: string
          provider_id: string | null
          provider_reference: string | null
          reason: string | null
          received_at: string
          received_by: string | null
          recorded_by: string | null
          refund_of: string | null
          sent_at: string | null
          status: string
        }[]
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      reserve_outbox_email: {
        Args: { p_email: Json; p_limits?: Json }
        Returns: Json
      }
      resolve_place: {
        Args: { p_text: string }
        Returns: {
          aliases: string[]
          area: string
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["place_kind"]
          lat: number
          lng: number
          match_keys: string[]
          meeting_point: string | null
          name: string
          popular: boolean
          slug: string
        }[]
        SetofOptions: {
          from: "*"
          to: "places"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      retry_payout: {
        Args: {
          p_bank_reference: string
          p_method: string
          p_payout_id: string
        }
        Returns: {
          account_label: string | null
          amount_kobo: number
          bank_reference: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          failure_reason: string | null
          id: string
          method: string
          owner_id: string | null
          owner_name: string
          period: string
          reference: string
          status: string
          transfer_code: string | null
        }
        SetofOptions: {
          from: "*"
          to: "owner_payouts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      review_driver_document: {
        Args: {
          p_driver_id: string
          p_kind: string
          p_reason?: string
          p_status: Database["public"]["Enums"]["document_status"]
        }
        Returns: {
          created_at: string
          driver_id: string
          expires_on: string | null
          file_path: string | null
          id: string
          kind: string
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["document_status"]
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "driver_documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      ride_payment: {
        Args: { p_reference: string; p_token: string }
        Returns: Json
      }
      ride_policy: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["CompositeTypes"]["ride_policy_row"][]
        SetofOptions: {
          from: "*"
          to: "ride_policy_row"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      ride_status: {
        Args: { p_reference: string; p_token: string }
        Returns: Database["public"]["CompositeTypes"]["ride_view"]
        SetofOptions: {
          from: "*"
          to: "ride_view"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_maintenance_log: {
        Args: {
          p_cost_kobo: number
          p_details: string
          p_id?: string
          p_log_date: string
          p_log_type: Database["public"]["Enums"]["maintenance_log_type"]
          p_odometer_km?: number
          p_vehicle_id: string
          p_vehicle_status?: Database["public"]["Enums"]["vehicle_status"]
        }
        Returns: {
          cost_kobo: number
          created_at: string
          created_by: string | null
          details: string
          id: string
          log_date: string
          log_type: Database["public"]["Enums"]["maintenance_log_type"]
          odometer_km: number | null
          updated_at: string
          vehicle_id: string
        }
        SetofOptions: {
          from: "*"
          to: "maintenance_logs"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_owner_bank_account: {
        Args: {
          p_account_name: string
          p_account_number: string
          p_bank_code: string
          p_bank_name: string
          p_owner_id: string
          p_recipient_code: string
        }
        Returns: {
          account_name: string
          account_number: string
          bank_code: string
          bank_name: string
          id: string
          owner_id: string
          recipient_code: string
          updated_at: string
          verified_at: string
        }
        SetofOptions: {
          from: "*"
          to: "owner_bank_accounts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      service_reminders: {
        Args: Record<PropertyKey, never>
        Returns: {
          days_remaining: number
          due_soon: boolean
          km_remaining: number
          last_service_date: string
          last_service_odometer_km: number
          latest_odometer_km: number
          model: string
          next_due_date: string
          next_due_km: number
          overdue: boolean
          registration_number: string
          service_interval_days: number
          service_interval_km: number
          vehicle_id: string
          vehicle_status: Database["public"]["Enums"]["vehicle_status"]
        }[]
      }
      set_booking_status: {
        Args: {
          p_booking_id: string
          p_reason?: string
          p_status: Database["public"]["Enums"]["booking_status"]
        }
        Returns: {
          arrived_at: string | null
          assignment_override: string | null
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          completed_at: string | null
          confirmed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string
          customer_phone: string
          distance_km: number | null
          driver_id: string | null
          dropoff_location: string
          dropoff_place_id: string | null
          duration_min: number | null
          fare_breakdown: NonNullable<Json>
          fare_kobo: number
          flight_number: string | null
          id: string
          idempotency_key: string
          notes: string | null
          pickup_location: string
          pickup_place_id: string | null
          reference: string
          search_code: string | null
          search_email: string | null
          search_name: string | null
          search_phone: string | null
          search_phone_reversed: string | null
          search_surname: string | null
          service_type: Database["public"]["Enums"]["service_type"]
          started_at: string | null
          status: Database["public"]["Enums"]["booking_status"]
          status_key: string | null
          updated_at: string
          user_id: string | null
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      set_driver_document_expiry: {
        Args: { p_driver_id: string; p_expires_on: string; p_kind: string }
        Returns: {
          created_at: string
          driver_id: string
          expires_on: string | null
          file_path: string | null
          id: string
          kind: string
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["document_status"]
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "driver_documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      tracking_board: {
        Args: Record<PropertyKey, never>
        Returns: {
          booking_id: string
          booking_reference: string
          booking_status: Database["public"]["Enums"]["booking_status"]
          driver_id: string
          driver_name: string
          dropoff_location: string
          heading: number
          lat: number
          lng: number
          model: string
          pickup_location: string
          recorded_at: string
          registration_number: string
          source: string
          speed_kmh: number
          vehicle_id: string
          vehicle_status: Database["public"]["Enums"]["vehicle_status"]
        }[]
      }
    }
    Enums: {
      booking_status:
        | "pending"
        | "confirmed"
        | "in-progress"
        | "completed"
        | "cancelled"
      document_status: "Pending" | "Verified" | "Rejected" | "Expired"
      driver_status: "active" | "inactive"
      form_type: "apply_to_drive" | "contact_sales" | "contact"
      maintenance_log_type:
        | "Fuel"
        | "Service"
        | "Repair"
        | "Inspection"
        | "Tyres"
        | "Cleaning"
        | "Other"
      outbox_status: "queued" | "sent" | "failed"
      place_kind: "airport" | "hotel" | "area" | "landmark"
      service_type: "standard" | "premium" | "airport_hotel" | "corporate"
      vehicle_status: "available" | "on-trip" | "maintenance"
    }
    CompositeTypes: {
      booking_receipt: {
        id: string | null
        reference: string | null
        status: Database["public"]["Enums"]["booking_status"] | null
        fare_kobo: number | null
        fare_breakdown: Json | null
        booking_time: string | null
        pickup_location: string | null
        dropoff_location: string | null
        service_type: Database["public"]["Enums"]["service_type"] | null
        replayed: boolean | null
        ride_token: string | null
        flight_number: string | null
        meeting_point: string | null
      }
      dashboard_stats_result: {
        active_cars: number | null
        available_drivers: number | null
        total_revenue_kobo: number | null
        pending_bookings: number | null
      }
      ride_policy_row: {
        free_cancellation_minutes: number | null
      }
      ride_view: {
        reference: string | null
        access: string | null
        share_token: string | null
        status: Database["public"]["Enums"]["booking_status"] | null
        stage: string | null
        booking_time: string | null
        created_at: string | null
        confirmed_at: string | null
        arrived_at: string | null
        started_at: string | null
        completed_at: string | null
        cancelled_at: string | null
        cancelled_by: string | null
        cancellation_reason: string | null
        service_type: Database["public"]["Enums"]["service_type"] | null
        pickup_location: string | null
        dropoff_location: string | null
        pickup_lat: number | null
        pickup_lng: number | null
        dropoff_lat: number | null
        dropoff_lng: number | null
        fare_kobo: number | null
        fare_breakdown: Json | null
        distance_km: number | null
        duration_min: number | null
        customer_first_name: string | null
        flight_number: string | null
        meeting_point: string | null
        driver_name: string | null
        driver_initials: string | null
        driver_rating: number | null
        vehicle_model: string | null
        vehicle_colour: string | null
        vehicle_plate: string | null
        vehicle_lat: number | null
        vehicle_lng: number | null
        vehicle_heading: number | null
        vehicle_speed_kmh: number | null
        position_at: string | null
        position_source: string | null
        free_cancellation_minutes: number | null
        cancel_cutoff_at: string | null
        can_cancel: boolean | null
        can_rate: boolean | null
        rating: number | null
        rating_comment: string | null
        eta_minutes: number | null
        driver_phone: string | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      booking_status: [
        "pending",
        "confirmed",
        "in-progress",
        "completed",
        "cancelled",
      ],
      document_status: ["Pending", "Verified", "Rejected", "Expired"],
      driver_status: ["active", "inactive"],
      form_type: ["apply_to_drive", "contact_sales", "contact"],
      maintenance_log_type: [
        "Fuel",
        "Service",
        "Repair",
        "Inspection",
        "Tyres",
        "Cleaning",
        "Other",
      ],
      outbox_status: ["queued", "sent", "failed"],
      place_kind: ["airport", "hotel", "area", "landmark"],
      service_type: ["standard", "premium", "airport_hotel", "corporate"],
      vehicle_status: ["available", "on-trip", "maintenance"],
    },
  },
} as const
