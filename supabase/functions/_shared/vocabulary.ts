/**
 * The words every screen and e-mail uses for each enumeration of the database: one label per
 * value. Plain data with no imports, so the browser bundle and the edge functions share it;
 * src/lib/vocabulary.ts types it against the generated enums and adds badge tones.
 */
export const enumLabels = {
  service_type: {
    standard: "Standard Ride",
    premium: "Premium Ride",
    airport_hotel: "Airport & Hotel Transfer",
    corporate: "Corporate Ride",
  },
  booking_status: {
    pending: "Pending",
    confirmed: "Confirmed",
    "in-progress": "In progress",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  vehicle_status: {
    available: "Available",
    "on-trip": "On trip",
    maintenance: "Maintenance",
  },
  driver_status: {
    active: "Active",
    inactive: "Inactive",
  },
  document_status: {
    Pending: "Pending",
    Verified: "Verified",
    Rejected: "Rejected",
    Expired: "Expired",
  },
  maintenance_log_type: {
    Fuel: "Fuel",
    Service: "Service",
    Repair: "Repair",
    Inspection: "Inspection",
    Tyres: "Tyres",
    Cleaning: "Cleaning",
    Other: "Other",
  },
} as const;
