import { paths } from "@/config/paths";
import { site, telHref } from "@/config/site";

import { list, paragraph, type LegalDocument } from "./legal";

const email = { text: site.email, href: `mailto:${site.email}` };
const phone = { text: site.phone, href: telHref(site.phone) };
const privacy = { text: "Privacy Policy", href: paths.privacy.href() };
const myRides = { text: "My rides", href: paths.myRides.href() };
const accountPage = { text: "Your account", href: paths.account.href() };

export const termsOfService: LegalDocument = {
  eyebrow: "Legal",
  title: "Terms of Service",
  description: `The agreement between you and ${site.name} when you book, ride, drive or manage a vehicle with us.`,
  effective: "2026-11-27",
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      blocks: [
        paragraph(
          `These terms apply to everyone who uses ${site.name}'s website and services in Lagos: riders, business customers, drivers and vehicle owners. By booking a ride or creating an account you accept them. Drivers and vehicle owners also sign a separate agreement with us, which prevails where it says something different.`,
        ),
        paragraph([
          "How we handle your personal data is explained in our ",
          privacy,
          ".",
        ]),
      ],
    },
    {
      id: "bookings",
      title: "Bookings and upfront fares",
      blocks: [
        list(
          "You book for now or for later with a pickup, a destination, a date and time and a service type. The booking is a request until we confirm it by assigning a driver and a vehicle; we then send you their details.",
          "The fare is shown in naira before you confirm. It is calculated from the distance, expected time and service type, and it is the price you pay: no surge, no hidden fees added after the trip.",
          "The fare changes only if you change the ride, for example a different destination or a stop you add; our team tells you the new fare before it applies.",
          "Give correct details. We may decline or cancel a booking that looks fraudulent, or that we cannot serve safely.",
        ),
      ],
    },
    {
      id: "cancellation",
      title: "Cancellation",
      blocks: [
        list(
          [
            "You may cancel free of charge until the cut-off before pickup that we show on your ride's page and in ",
            myRides,
            " (currently 60 minutes unless the page says otherwise). After the cut-off, call us to cancel; we may charge a late cancellation or a no-show up to the fare, and tell you before we do.",
          ],
          "If we cannot provide the ride we booked, we tell you as early as we can, offer another vehicle where possible, and refund anything you paid.",
        ),
      ],
    },
    {
      id: "conduct",
      title: "Conduct",
      blocks: [
        paragraph(
          "Everyone in an EkoLuxe car deserves respect. Riders and drivers agree to:",
        ),
        list(
          "treat each other with courtesy, without harassment, discrimination or violence;",
          "wear seat belts, and neither smoke nor carry illegal items in the vehicle;",
          "not damage the vehicle; cleaning or repair costs caused by a rider may be charged;",
          "follow the law and the driver's reasonable safety instructions.",
        ),
        paragraph(
          "We may suspend or close the account of anyone who breaks these rules, after hearing their side when it is safe to do so.",
        ),
      ],
    },
    {
      id: "payments",
      title: "Payments",
      blocks: [
        paragraph(
          "You pay the confirmed fare in cash to the driver, or by card, bank transfer or USSD through our payment processor, Paystack. Amounts are in naira and the amount charged is set by us from your booking's fare, never typed in by hand. Business customers with an account are invoiced monthly on their agreed terms. Refunds go back to the way you paid, within 10 working days.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Liability",
      blocks: [
        paragraph(
          "We vet our drivers, check their documents and keep our vehicles insured and maintained. We are responsible for losses caused by our negligence or our breach of these terms, and nothing here limits our liability for death or personal injury caused by negligence, for fraud, or for anything the law does not allow us to exclude.",
        ),
        paragraph(
          "We are not responsible for delays caused by events beyond our reasonable control, such as traffic, road closures, flooding or strikes, nor for items left in a vehicle, although we will do our best to return them. Otherwise, our liability for a ride is limited to the amount of its fare.",
        ),
      ],
    },
    {
      id: "accounts",
      title: "Your account",
      blocks: [
        paragraph([
          "Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused. You can change your password and e-mail address, download your data and delete your account at any time from ",
          accountPage,
          ".",
        ]),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      blocks: [
        paragraph(
          "These terms are governed by the laws of the Federal Republic of Nigeria. If something goes wrong, contact us first and we will try to put it right. Any dispute we cannot settle together belongs to the courts of Lagos State, without affecting the rights consumer protection law gives you.",
        ),
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes and contact",
      blocks: [
        paragraph(
          "We may update these terms; the version with its date on this page applies to bookings made from that date. We tell account holders by e-mail about changes that matter to them.",
        ),
        paragraph(["Questions: ", email, " or ", phone, "."]),
      ],
    },
  ],
};
