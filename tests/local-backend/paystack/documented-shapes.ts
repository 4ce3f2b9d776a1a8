/**
 * Paystack's documented response shapes (field name to JSON type), from its API reference's
 * response samples (PaystackOSS/doc-code-snippets): what the stand-in must answer, field for field.
 */

/** `data` of GET /transaction/verify/:reference before payment (paid: strings for paid_at etc.). */
export const UNPAID_TRANSACTION_SHAPE = {
  amount: "number",
  authorization: "object",
  channel: "string",
  connect: "null",
  createdAt: "string",
  created_at: "string",
  currency: "string",
  customer: "object",
  domain: "string",
  fees: "null",
  fees_breakdown: "null",
  fees_split: "null",
  gateway_response: "string",
  id: "number",
  ip_address: "string",
  log: "object",
  message: "null",
  metadata: "object",
  order_id: "null",
  paidAt: "null",
  paid_at: "null",
  plan: "null",
  plan_object: "object",
  pos_transaction_data: "null",
  receipt_number: "null",
  reference: "string",
  requested_amount: "number",
  source: "null",
  split: "object",
  status: "string",
  subaccount: "object",
  transaction_date: "string",
};

export const CUSTOMER_SHAPE = {
  customer_code: "string",
  email: "string",
  first_name: "null",
  id: "number",
  international_format_phone: "null",
  last_name: "null",
  metadata: "null",
  phone: "null",
  risk_action: "string",
};

/** A card's `authorization` once paid. */
export const CARD_AUTHORIZATION_SHAPE = {
  account_name: "null",
  authorization_code: "string",
  bank: "string",
  bin: "string",
  brand: "string",
  card_type: "string",
  channel: "string",
  country_code: "string",
  exp_month: "string",
  exp_year: "string",
  last4: "string",
  reusable: "boolean",
  signature: "string",
};

/** `data` of POST /refund. */
export const REFUND_SHAPE = {
  amount: "number",
  channel: "null",
  createdAt: "string",
  currency: "string",
  customer_note: "string",
  deducted_amount: "number",
  domain: "string",
  expected_at: "string",
  fully_deducted: "boolean",
  id: "number",
  integration: "number",
  merchant_note: "string",
  refunded_by: "string",
  status: "string",
  transaction: "object",
  updatedAt: "string",
};

/** A bank in GET /bank. */
export const BANK_SHAPE = {
  active: "boolean",
  code: "string",
  country: "string",
  createdAt: "string",
  currency: "string",
  gateway: "null",
  id: "number",
  is_deleted: "boolean",
  longcode: "string",
  name: "string",
  pay_with_bank: "boolean",
  slug: "string",
  supports_transfer: "boolean",
  type: "string",
  updatedAt: "string",
};

/** `data` of POST /transferrecipient, and `recipient` inside a verified transfer. */
export const RECIPIENT_SHAPE = {
  active: "boolean",
  createdAt: "string",
  currency: "string",
  description: "string",
  details: "object",
  domain: "string",
  email: "null",
  id: "number",
  integration: "number",
  isDeleted: "boolean",
  is_deleted: "boolean",
  metadata: "null",
  name: "string",
  recipient_code: "string",
  type: "string",
  updatedAt: "string",
};

/** `data` of POST /transfer. */
export const QUEUED_TRANSFER_SHAPE = {
  amount: "number",
  createdAt: "string",
  currency: "string",
  domain: "string",
  failures: "null",
  id: "number",
  integration: "number",
  reason: "string",
  recipient: "number",
  reference: "string",
  request: "number",
  source: "string",
  source_details: "null",
  status: "string",
  titan_code: "null",
  transfer_code: "string",
  transferred_at: "null",
  transfersessionid: "array",
  transfertrials: "array",
  updatedAt: "string",
};
