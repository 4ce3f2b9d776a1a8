import { CHECKOUT_CSS } from "./checkout-style.ts";
import type { Transaction } from "./store.ts";
import { spaced, TEST_CARDS, TEST_OTP } from "./test-cards.ts";

export type Method = "card" | "transfer" | "ussd";
export type View = Method | "otp" | "done" | "closed";

export interface CheckoutPage {
  t: Transaction;
  view: View;
  methods: Method[];
  /** A message the payer must read (a decline, a wrong code), announced as an alert. */
  error?: string;
  /** What the payer typed, kept when the page comes back with an error. */
  cardNumber?: string;
  /** Where "Return to EkoLuxe" goes once the payment is finished. */
  returnUrl?: string | null;
  /** The account a transfer goes to (one per checkout). */
  transferAccount: string;
}

const METHOD_NAMES: Record<Method, string> = {
  card: "Card",
  transfer: "Bank transfer",
  ussd: "USSD",
};

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        ch
      ]!,
  );

/** "₦12,500.00" from kobo. */
export const naira = (kobo: number) =>
  new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(
    kobo / 100,
  );

/** The checkout: a payment sheet for EkoLuxe, usable without scripts and at 320 px. */
export function renderCheckout(page: CheckoutPage): string {
  const { t } = page;
  const action = (path: string) => `/checkout/${t.accessCode}/${path}`;
  const alert = page.error
    ? `<p class="alert" role="alert">${escapeHtml(page.error)}</p>`
    : "";
  const cancel = `<form method="post" action="${action("cancel")}"><button class="cancel" type="submit">Cancel payment</button></form>`;
  const body = viewBody(page, action, alert, cancel);
  const tabs = ["card", "transfer", "ussd"].includes(page.view)
    ? methodTabs(page)
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay EkoLuxe · ${escapeHtml(naira(t.amount))}</title>
<style>${CHECKOUT_CSS}</style></head>
<body><main><div class="sheet">
<header class="head"><div><div class="merchant">EkoLuxe</div><div class="payer">${escapeHtml(t.email)}</div></div>
<div class="amount"><small>Pay</small><strong>${escapeHtml(naira(t.amount))}</strong></div></header>
<p class="test" role="note">Test payment on the local Paystack stand-in: no real money moves.</p>
${tabs}<div class="body">${body}</div></div>
<footer>Secured by Paystack (local stand-in) · ${escapeHtml(t.reference)}</footer></main>
${page.view === "card" ? FILL_SCRIPT : ""}</body></html>`;
}

function methodTabs(page: CheckoutPage): string {
  const links = page.methods.map((method) => {
    const current = method === page.view ? ' aria-current="page"' : "";
    return `<li><a href="/checkout/${page.t.accessCode}?method=${method}"${current}>${METHOD_NAMES[method]}</a></li>`;
  });
  return `<nav aria-label="Payment method"><ul>${links.join("")}</ul></nav>`;
}

function viewBody(
  page: CheckoutPage,
  action: (path: string) => string,
  alert: string,
  cancel: string,
): string {
  const amount = escapeHtml(naira(page.t.amount));
  switch (page.view) {
    case "card":
      return `<h1>Pay with card</h1>${alert}
<form method="post" action="${action("card")}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(page.cardNumber ?? "")}" required>
<div class="row"><div><label for="expiry">Expiry date</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="3" required></div></div>
<button class="pay" type="submit">Pay ${amount}</button></form>${cancel}
<h2 id="test-cards">Test cards</h2>
<ul class="cards" aria-labelledby="test-cards">${TEST_CARDS.map(
        (card) =>
          `<li><div><code>${spaced(card.number)}</code><br><span>${escapeHtml(card.label)} · CVV ${card.cvv}</span></div><button class="use" type="button" data-card="${card.number}" data-cvv="${card.cvv}" aria-label="Use test card ${spaced(card.number)}">Use</button></li>`,
      ).join("")}</ul>
<p class="note">Any expiry date in the future works.</p>`;
    case "transfer":
      return `<h1>Pay with bank transfer</h1>${alert}
<p>Transfer exactly ${amount} to this account from your bank app.</p>
<dl><dt>Bank</dt><dd>Paystack-Titan</dd><dt>Account number</dt><dd>${page.transferAccount}</dd>
<dt>Account name</dt><dd>EkoLuxe Checkout</dd><dt>Amount</dt><dd>${amount}</dd></dl>
<p class="note">This account is for this payment only and expires in 30 minutes.</p>
<form method="post" action="${action("transfer")}"><button class="pay" type="submit">I've sent the money</button></form>${cancel}`;
    case "ussd":
      return `<h1>Pay with USSD</h1>${alert}
<p>Dial this code on the phone linked to your bank account, then approve ${amount}.</p>
<dl><dt>Code</dt><dd>*737*000*${page.transferAccount.slice(-4)}#</dd></dl>
<form method="post" action="${action("ussd")}"><button class="pay" type="submit">I've completed the payment</button></form>${cancel}`;
    case "otp":
      return `<h1>Confirm it's you</h1>${alert}
<p>Your bank sent a one-time code to the phone number on this card. (Test code: ${TEST_OTP}.)</p>
<form method="post" action="${action("otp")}">
<label for="otp">One-time code</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button class="pay" type="submit">Confirm</button></form>${cancel}`;
    case "done":
      return `<h1>Payment successful</h1><p class="alert done" role="status">${amount} paid to EkoLuxe.</p>${returnLink(page)}`;
    case "closed":
      return `<h1>Payment cancelled</h1><p role="status">You have not been charged.</p>${returnLink(page)}`;
  }
}

function returnLink(page: CheckoutPage): string {
  return page.returnUrl
    ? `<p><a href="${escapeHtml(page.returnUrl)}">Return to EkoLuxe</a></p>`
    : "";
}

/** "Use" fills the card form with a test card; the form works without it. */
const FILL_SCRIPT = `<script>
document.querySelectorAll("[data-card]").forEach(function (b) {
  b.addEventListener("click", function () {
    var now = new Date(), yy = String((now.getFullYear() + 2) % 100).padStart(2, "0");
    document.getElementById("card_number").value = b.dataset.card;
    document.getElementById("expiry").value = "12/" + yy;
    document.getElementById("cvv").value = b.dataset.cvv;
    document.getElementById("card_number").focus();
  });
});
</script>`;
