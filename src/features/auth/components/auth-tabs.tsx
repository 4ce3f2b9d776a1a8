import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { LoginForm } from "./login-form";
import { SignUpForm } from "./sign-up-form";
import { SignedInNotice } from "./signed-in-notice";

export type AuthTab = "login" | "sign-up";

interface AuthTabsProps {
  defaultTab?: AuthTab;
  redirectTo?: string | null;
}

/** The spec's two tabs: Login (e-mail and password) and Sign Up (name, e-mail, password). */
export function AuthTabs({ defaultTab = "login", redirectTo }: AuthTabsProps) {
  return (
    <div className="grid gap-4">
      <SignedInNotice />
      <Card className="w-full border-border/70 bg-card/80 shadow-elevated backdrop-blur">
        <CardContent className="px-5 sm:px-8">
          <Tabs defaultValue={defaultTab}>
            <TabsList aria-label="Login or sign up">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-5">
              <p className="text-sm text-muted-foreground">
                Sign in with the email address and password of your account.
              </p>
              <LoginForm redirectTo={redirectTo} />
            </TabsContent>
            <TabsContent value="sign-up" className="grid gap-5">
              <p className="text-sm text-muted-foreground">
                Create an account to book faster and keep your rides in one
                place.
              </p>
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
