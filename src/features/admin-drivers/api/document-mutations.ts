import { useMutation } from "@tanstack/react-query";

import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import {
  DOCUMENT_BUCKET,
  documentContentType,
  documentPath,
} from "../document-file";
import { DOCUMENT_LABELS, type DocumentKind } from "../types";
import { useRefreshDrivers } from "./mutations";

/** How long a link to a document's file works: long enough to start the download. */
const SIGNED_URL_SECONDS = 60;

interface DocumentTarget {
  driverId: string;
  driverName: string;
  kind: DocumentKind;
}

const label = (kind: DocumentKind) => DOCUMENT_LABELS[kind].toLowerCase();

async function uploadDocument({
  driverId,
  kind,
  file,
  previousPath,
}: DocumentTarget & { file: File; previousPath: string | null }) {
  const supabase = await loadSupabase();
  const bucket = supabase.storage.from(DOCUMENT_BUCKET);
  const path = documentPath(driverId, kind, file);
  const uploaded = await bucket.upload(path, file, {
    contentType: documentContentType(file),
  });
  if (uploaded.error) throw uploaded.error;
  const { data, error, status } = await supabase.rpc(
    "attach_driver_document_file",
    { p_driver_id: driverId, p_kind: kind, p_file_path: path },
  );
  if (error) {
    await bucket.remove([path]);
    throw withStatus(error, status);
  }
  // The replaced file is no longer referenced; a failure here only leaves it behind.
  if (previousPath) await bucket.remove([previousPath]);
  return data;
}

async function reviewDocument({
  driverId,
  kind,
  verdict,
  reason,
}: DocumentTarget & { verdict: "Verified" | "Rejected"; reason?: string }) {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("review_driver_document", {
    p_driver_id: driverId,
    p_kind: kind,
    p_status: verdict,
    ...(reason ? { p_reason: reason } : {}),
  });
  if (error) throw withStatus(error, status);
  return data;
}

async function setExpiry({
  driverId,
  kind,
  expiresOn,
}: DocumentTarget & { expiresOn: string | null }) {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc(
    "set_driver_document_expiry",
    // The generated type has no null for a date argument; the call takes one.
    { p_driver_id: driverId, p_kind: kind, p_expires_on: expiresOn as string },
  );
  if (error) throw withStatus(error, status);
  return data;
}

export function useUploadDocument() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: uploadDocument,
    meta: { errorTitle: "Error updating driver" },
    onSuccess: (_row, { driverName, kind }) => {
      notify(
        "Driver Updated",
        `${driverName}'s ${label(kind)} file is uploaded and awaits review.`,
      );
      return refresh();
    },
  });
}

export function useReviewDocument() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: reviewDocument,
    meta: { errorTitle: "Error updating driver" },
    onSuccess: (_row, { driverName, kind, verdict }) => {
      notify(
        "Driver Updated",
        `${driverName}'s ${label(kind)} is ${verdict === "Verified" ? "verified" : "rejected"}.`,
      );
      return refresh();
    },
  });
}

export function useSetDocumentExpiry() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: setExpiry,
    meta: { errorTitle: "Error updating driver" },
    onSuccess: (_row, { driverName, kind }) => {
      notify(
        "Driver Updated",
        `${driverName}'s ${label(kind)} expiry date is saved.`,
      );
      return refresh();
    },
  });
}

async function downloadDocument(path: string): Promise<void> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.storage
    .from(DOCUMENT_BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS, { download: true });
  if (error) throw error;
  // The link answers with Content-Disposition: attachment, so the page stays where it is.
  const link = document.createElement("a");
  link.href = data.signedUrl;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens the private file through a short-lived signed link that downloads it. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: downloadDocument,
    meta: { errorTitle: "Error fetching data" },
  });
}
