import type { ReactNode } from "react";
import { Briefcase, History, KeyRound, ShieldCheck } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { useSettingsSection } from "../hooks/use-settings-section";
import { ChangePasswordForm } from "./change-password-form";
import { OperatorSettingsPanel } from "./operator-settings-form";
import { TwoFactorSettings } from "./two-factor-settings";

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-5 rounded-xl border border-border bg-card/40 p-4 sm:p-6">
      <header className="grid gap-1">
        <h2 className="text-xl text-foreground">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}

// On a phone the four tabs do not fit one pill (the active one stuck out past it): they sit two
// by two inside the list instead, each as wide as its column.
const phoneList =
  "w-full sm:w-fit max-sm:grid max-sm:h-auto max-sm:grid-cols-2 max-sm:gap-1 max-sm:rounded-3xl";
const phoneTrigger = "max-sm:h-9 max-sm:min-w-0 max-sm:px-2";

/** Settings' parts as tabs: password, 2FA, the action log the route passes in, and the business terms. */
export function SettingsSections({ actionLog }: { actionLog: ReactNode }) {
  const [section, select] = useSettingsSection();
  return (
    <Tabs value={section} onValueChange={select}>
      <TabsList aria-label="Settings sections" className={phoneList}>
        <TabsTrigger className={phoneTrigger} value="password">
          <KeyRound aria-hidden className="max-sm:hidden" />
          Password
        </TabsTrigger>
        <TabsTrigger className={phoneTrigger} value="two-factor">
          <ShieldCheck aria-hidden className="max-sm:hidden" />
          2FA
        </TabsTrigger>
        <TabsTrigger className={phoneTrigger} value="action-log">
          <History aria-hidden className="max-sm:hidden" />
          Action Logging
        </TabsTrigger>
        <TabsTrigger className={phoneTrigger} value="business">
          <Briefcase aria-hidden className="max-sm:hidden" />
          Business
        </TabsTrigger>
      </TabsList>
      <TabsContent value="password">
        <Section
          title="Change Password"
          description="Choose a new password of at least 6 characters for your admin account."
        >
          <ChangePasswordForm />
        </Section>
      </TabsContent>
      <TabsContent value="two-factor">
        <Section
          title="Two-factor authentication (2FA)"
          description="Protect your admin account with a code from an authenticator app at each login."
        >
          <TwoFactorSettings />
        </Section>
      </TabsContent>
      <TabsContent value="action-log">
        <Section
          title="Action Logging"
          description="Who changed what, and when: every change to vehicles, drivers, bookings, maintenance, reports and user roles."
        >
          {actionLog}
        </Section>
      </TabsContent>
      <TabsContent value="business">
        <Section
          title="Business Settings"
          description="The commission EkoLuxe keeps from each vehicle's month, how long before pickup riders may cancel free of charge and what is kept from a paid ride cancelled later, and whether administrators must use two-factor authentication. Changes apply at once and are recorded in the action log."
        >
          <OperatorSettingsPanel />
        </Section>
      </TabsContent>
    </Tabs>
  );
}
