import type { ReactNode } from "react";

import { AccountDetails } from "./account-details";
import { AccountSection } from "./account-section";
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";

/**
 * The signed-in person's own account, for every role. The password and e-mail forms belong to
 * sign-in and arrive as slots from the route.
 */
export function AccountPage({
  userId,
  email,
  passwordForm,
  emailForm,
  onDeleted,
}: {
  userId: string;
  email: string;
  passwordForm: ReactNode;
  emailForm: ReactNode;
  onDeleted: () => void;
}) {
  return (
    <div className="container-page grid max-w-3xl gap-6 py-10 md:py-14">
      <AccountSection id="details" title="Your details">
        <AccountDetails userId={userId} email={email} />
      </AccountSection>
      <AccountSection
        id="password"
        title="Password"
        description="Enter your current password to choose a new one. Your other devices are signed out afterwards."
      >
        {passwordForm}
      </AccountSection>
      <AccountSection
        id="email"
        title="E-mail address"
        description="We send a link to your current and your new address; the change is made once both are confirmed."
      >
        {emailForm}
      </AccountSection>
      <AccountSection
        id="your-data"
        title="Download my data"
        description="Everything we hold about you, as the Nigeria Data Protection Act 2023 entitles you: the whole record as JSON, or your rides as a spreadsheet (CSV)."
      >
        <DownloadMyData />
      </AccountSection>
      <AccountSection
        id="delete"
        title="Delete my account"
        tone="danger"
        description="Your account and personal details are deleted. Completed rides and payments are kept for our financial records, anonymised."
      >
        <DeleteAccount email={email} onDeleted={onDeleted} />
      </AccountSection>
    </div>
  );
}
