/** The checkout's own CSS, inline: the page loads nothing from anywhere. */
export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f4;color:#1b2430;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:440px;margin:0 auto;padding:16px}
.sheet{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,30,45,.12);overflow:hidden}
.head{display:flex;justify-content:space-between;gap:12px;padding:18px 20px;border-bottom:1px solid #e6e9ee}
.merchant{font-weight:700;font-size:1.05rem}
.payer{color:#5b6777;font-size:.875rem;word-break:break-all}
.amount{text-align:right;white-space:nowrap}
.amount small{display:block;color:#5b6777;font-size:.75rem}
.amount strong{font-size:1.15rem}
.test{margin:0;padding:8px 20px;background:#fff7e0;color:#6b4e00;font-size:.8rem}
nav ul{display:flex;margin:0;padding:0 12px;list-style:none;border-bottom:1px solid #e6e9ee}
nav a{display:block;padding:12px 10px;color:#5b6777;text-decoration:none;font-weight:600;font-size:.9rem;border-bottom:3px solid transparent}
nav a[aria-current=page]{color:#0a6f4a;border-color:#0a6f4a}
.body{padding:20px}
h1{font-size:1.1rem;margin:0 0 14px}
h2{font-size:.95rem;margin:22px 0 8px}
label{display:block;font-weight:600;font-size:.85rem;margin:12px 0 4px}
input{width:100%;padding:12px;border:1px solid #c5ccd6;border-radius:8px;font:inherit}
input:focus{outline:3px solid #9ad8bf;border-color:#0a6f4a}
.row{display:flex;gap:12px}.row>div{flex:1}
button{font:inherit;cursor:pointer}
.pay{width:100%;margin-top:18px;padding:14px;border:0;border-radius:8px;background:#0a6f4a;color:#fff;font-weight:700}
.pay:focus-visible{outline:3px solid #1b2430}
.cancel{display:block;margin:14px auto 0;background:none;border:0;color:#5b6777;text-decoration:underline}
.alert{margin:0 0 14px;padding:10px 12px;border-radius:8px;background:#fdecec;color:#8a1c1c;font-size:.9rem}
.done{background:#e7f6ef;color:#0a5a3c}
.cards{margin:0;padding:0;list-style:none;font-size:.85rem}
.cards li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-top:1px solid #eef1f4}
.cards code{font-size:.85rem}
.cards span{color:#5b6777}
.use{padding:6px 10px;border:1px solid #c5ccd6;border-radius:6px;background:#fff}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0}
dt{color:#5b6777}dd{margin:0;font-weight:600;word-break:break-all}
.note{color:#5b6777;font-size:.85rem}
footer{text-align:center;color:#8792a2;font-size:.75rem;padding:14px}
`;
