import type { Config } from "tailwindcss";

// Theme extensions that read better in TypeScript than in CSS: keyframes for Radix primitives.
export default {
  theme: {
    extend: {
      keyframes: {
        "toast-in": {
          from: { opacity: "0", transform: "translateY(16px) scale(0.98)" },
          to: { opacity: "1", transform: "none" },
        },
        "toast-out": {
          from: { opacity: "1", transform: "none" },
          to: { opacity: "0", transform: "translateX(24px)" },
        },
        "menu-in": {
          from: { opacity: "0", transform: "translateY(-8px)" },
          to: { opacity: "1", transform: "none" },
        },
        "accordion-down": {
          from: { height: "0" },
          to: { height: "var(--radix-accordion-content-height)" },
        },
        "accordion-up": {
          from: { height: "var(--radix-accordion-content-height)" },
          to: { height: "0" },
        },
      },
      animation: {
        "toast-in": "toast-in 280ms var(--ease-luxe)",
        "toast-out": "toast-out 200ms ease-in forwards",
        "menu-in": "menu-in 220ms var(--ease-luxe)",
        "accordion-down": "accordion-down 220ms var(--ease-luxe)",
        "accordion-up": "accordion-up 200ms var(--ease-luxe)",
      },
    },
  },
} satisfies Config;
