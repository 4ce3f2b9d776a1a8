/** Phoenix socket frames as realtime-js speaks them: vsn 1.0.0 objects, vsn 2.0.0 arrays + binary broadcasts. */
export type Vsn = "1.0.0" | "2.0.0";

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast; `payload` is raw bytes when the sender used an ArrayBuffer. */
export interface BroadcastMessage {
  event: string;
  payload: unknown;
  meta?: Record<string, unknown>;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;
const RAW_ENCODING = 0;

export function parseVsn(value: string | null): Vsn {
  return value === "1.0.0" ? "1.0.0" : "2.0.0";
}

export function decodeFrame(
  data: Buffer,
  isBinary: boolean,
  vsn: Vsn,
): Frame | undefined {
  try {
    if (isBinary) return decodeUserBroadcastPush(data);
    const parsed: unknown = JSON.parse(data.toString("utf8"));
    if (vsn === "2.0.0" && Array.isArray(parsed) && parsed.length === 5) {
      const [joinRef, ref, topic, event, payload] = parsed as unknown[];
      if (typeof topic !== "string" || typeof event !== "string")
        return undefined;
      return {
        joinRef: refOf(joinRef),
        ref: refOf(ref),
        topic,
        event,
        payload,
      };
    }
    if (
      vsn === "1.0.0" &&
      parsed &&
      typeof parsed === "object" &&
      !Array.isArray(parsed)
    ) {
      const o = parsed as Record<string, unknown>;
      if (typeof o.topic !== "string" || typeof o.event !== "string")
        return undefined;
      return {
        joinRef: refOf(o.join_ref),
        ref: refOf(o.ref),
        topic: o.topic,
        event: o.event,
        payload: o.payload,
      };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = frame;
  if (vsn === "2.0.0")
    return JSON.stringify([joinRef, ref, topic, event, payload]);
  // Phoenix's V1 serializer leaves join_ref out of what it sends.
  return JSON.stringify({ topic, event, payload, ref });
}

/**
 * A broadcast for one recipient: binary kind 4 on vsn 2.0.0 so raw payloads survive, else JSON;
 * undefined when the framing cannot carry raw bytes (vsn 1.0.0, which the hosted server also skips).
 */
export function encodeBroadcast(
  topic: string,
  message: BroadcastMessage,
  vsn: Vsn,
): string | Buffer | undefined {
  const raw = message.payload instanceof Uint8Array;
  if (vsn === "2.0.0") {
    const parts = [
      topic,
      message.event,
      message.meta ? JSON.stringify(message.meta) : "",
    ].map((s) => Buffer.from(s, "utf8"));
    if (parts.every((part) => part.length <= 255)) {
      const body = raw
        ? Buffer.from(message.payload as Uint8Array)
        : Buffer.from(JSON.stringify(message.payload ?? null));
      const lengths = parts.map((part) => part.length);
      const header = Buffer.from([
        USER_BROADCAST,
        ...lengths,
        raw ? RAW_ENCODING : JSON_ENCODING,
      ]);
      return Buffer.concat([header, ...parts, body]);
    }
  }
  if (raw) return undefined;
  const payload = {
    type: "broadcast",
    event: message.event,
    payload: message.payload,
    ...metaOf(message),
  };
  return encodeFrame(
    { joinRef: null, ref: null, topic, event: "broadcast", payload },
    vsn,
  );
}

function decodeUserBroadcastPush(data: Buffer): Frame | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined;
  const lengths = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  let offset = 7;
  const [joinRef, ref, topic, event, meta] = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString("utf8");
    offset += length;
    return text;
  }) as [string, string, string, string, string];
  const body = data.subarray(offset);
  const payload =
    data[6] === JSON_ENCODING
      ? JSON.parse(body.toString("utf8") || "null")
      : new Uint8Array(body);
  const message: Record<string, unknown> = {
    type: "broadcast",
    event,
    payload,
  };
  if (meta) message.meta = JSON.parse(meta);
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: "broadcast",
    payload: message,
  };
}

function refOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function metaOf(message: BroadcastMessage) {
  return message.meta ? { meta: message.meta } : {};
}
