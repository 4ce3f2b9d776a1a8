import { paths } from "@/config/paths";
import { site, telHref } from "@/config/site";

import { list, paragraph, type LegalDocument } from "./legal";
import { processingActivities } from "./privacy-processing";

const email = { text: site.email, href: `mailto:${site.email}` };
const phone = { text: site.phone, href: telHref(site.phone) };
const accountPage = { text: "Your account", href: paths.account.href() };
const ndpc = {
  text: "Nigeria Data Protection Commission",
  href: "https://ndpc.gov.ng",
};

export const privacyPolicy: LegalDocument = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and protects your personal data, and the rights the Nigeria Data Protection Act 2023 gives you.`,
  effective: "2026-11-27",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        paragraph(
          `${site.name} runs a premium ride-hailing and fleet management service in Lagos, Nigeria. For the personal data described here, ${site.name} (Lagos, Nigeria) is the data controller under the Nigeria Data Protection Act 2023 (the "Act"): we decide why and how your data is used, and we answer for it.`,
        ),
        paragraph([
          "For anything about your data, including reaching our data protection officer, write to ",
          email,
          ' with "Data protection" in the subject, or call ',
          phone,
          ".",
        ]),
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect, why, and for how long",
      blocks: [
        paragraph(
          "We collect only what we need to run your rides and our business. For each kind of data: what it is, what we use it for, the lawful basis the Act allows us to rely on, and how long we keep it.",
        ),
        { kind: "processing", items: processingActivities },
        paragraph(
          "We do not sell your data, we do not use it for advertising by others, and we make no decisions about you by automated means alone: dispatch suggests the nearest available driver, and a person confirms.",
        ),
      ],
    },
    {
      id: "who-receives-it",
      title: "Who receives your data",
      blocks: [
        paragraph(
          "We share your data only with those who need it to provide the service, each bound by contract to use it for that purpose only and to keep it secure:",
        ),
        {
          kind: "terms",
          items: [
            {
              term: "Your driver",
              text: "For a ride: your name, phone number, pickup and drop-off, time and notes, from assignment until the ride ends.",
            },
            {
              term: "Riders on a trip",
              text: "The driver's name and rating, the car's model, colour and plate, and its live position while it comes to you and during the trip; anyone you share the ride's link with sees the same, without the fare.",
            },
            {
              term: "Vehicle owners",
              text: "Trips and revenue of their own vehicles, without riders' contact details.",
            },
            {
              term: "Payment processor",
              text: "Paystack processes card, bank transfer and USSD payments; it receives the amount, your e-mail and the payment details you enter with it.",
            },
            {
              term: "E-mail provider",
              text: "Resend delivers our e-mails (booking confirmations, ride updates, sign-in links) and receives your e-mail address and the message.",
            },
            {
              term: "Hosting",
              text: "Supabase hosts our database, sign-in, file storage and server functions, and stores the data on our behalf.",
            },
            {
              term: "Authorities",
              text: "The police, courts or regulators, only when the law requires it or to protect someone's life or safety.",
            },
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      title: "Transfers outside Nigeria",
      blocks: [
        paragraph(
          "Our hosting and e-mail providers process data on servers outside Nigeria. We transfer personal data abroad only where the Act allows it: to countries whose protection the Nigeria Data Protection Commission recognises as adequate, or under safeguards such as contractual clauses that bind the recipient to the Act's standards. Ask us for a copy of the safeguards that apply.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        paragraph("Under the Act you have the right to:"),
        list(
          "be told how your data is used (this page);",
          [
            "access your data and receive a copy: ",
            accountPage,
            " has Download my data, in JSON and CSV;",
          ],
          "have inaccurate or incomplete data corrected;",
          [
            "have your data erased: ",
            accountPage,
            " has Delete my account (records the law makes us keep are anonymised rather than deleted);",
          ],
          "receive your data in a structured, machine-readable format and have it sent to another service (portability);",
          "object to processing based on our legitimate interests, and to restrict processing while a complaint is settled;",
          "withdraw your consent at any time (a driver goes off duty, or writes to us), without affecting what was done before;",
          [
            "complain to the ",
            ndpc,
            " if you believe we have not respected your rights.",
          ],
        ),
        paragraph([
          "To use a right not offered on ",
          accountPage,
          ", e-mail ",
          email,
          " from the address on your account. We answer within 30 days and may ask you to confirm your identity first. Using your rights is free.",
        ]),
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        paragraph(
          "Data travels encrypted (HTTPS). Access is limited by role in the database itself: riders see their own rides, drivers their own trips, owners their own vehicles, and only our staff see the rest. Staff accounts can require two-factor authentication, and changes in the back office are logged. Should a breach put your rights at risk, we will tell the Commission within 72 hours and tell you without delay.",
        ),
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      blocks: [
        paragraph(
          "We use no advertising or tracking cookies and no third-party analytics. Your browser's local storage keeps what the site needs to work:",
        ),
        list(
          "your sign-in session, so you stay signed in (removed when you log out);",
          "a draft of a booking or application form, so a reload loses nothing (cleared when you close the tab);",
          "for drivers, whether the On duty switch was on.",
        ),
        paragraph(
          "Clearing your browser's site data removes all of it; you will then need to sign in again.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        paragraph(
          `${site.name} accounts are for adults (18 and over). A child may ride when a parent or guardian books the ride and gives their own details; we do not knowingly collect a child's data without a parent's or guardian's consent, and delete it when we learn of it.`,
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        paragraph(
          "When we change this policy we publish the new version here with its date. If a change affects how we use data you have already given us, we tell you by e-mail before it takes effect, and we ask drivers again before using their position in a new way.",
        ),
      ],
    },
  ],
};
