import { useEffect, useState } from "react";

import { Skeleton } from "@/components/ui/skeleton";

/** The otpauth URI as a QR code, drawn in the browser: the secret never leaves for a QR service. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    // qrcode downloads with the enrolment step only.
    import("qrcode")
      .then((qrcode) =>
        qrcode.toString(uri, {
          type: "svg",
          margin: 1,
          errorCorrectionLevel: "M",
        }),
      )
      .then(
        (svg) => {
          if (current)
            setDrawn({
              uri,
              src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
            });
        },
        () => {
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed)
    return (
      <p className="text-sm text-muted-foreground">
        The QR code could not be drawn; type the secret key below instead.
      </p>
    );
  if (drawn?.uri !== uri) return <Skeleton className="size-48 rounded-md" />;
  return (
    <img
      src={drawn.src}
      alt="QR code to scan with your authenticator app"
      width={192}
      height={192}
      className="size-48 rounded-md bg-white p-2"
    />
  );
}
