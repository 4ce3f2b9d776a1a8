import {
  CreditCard,
  MapPinned,
  ReceiptText,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";

export interface Highlight {
  icon: LucideIcon;
  label: string;
}

export const homeHighlights: readonly Highlight[] = [
  { icon: ShieldCheck, label: "Verified drivers" },
  { icon: ReceiptText, label: "Upfront pricing" },
  { icon: MapPinned, label: "Real-time tracking" },
  { icon: CreditCard, label: "Cashless or card" },
];
