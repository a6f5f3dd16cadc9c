import {
  formatDay,
  formatVnd,
  LANGUAGE_TAG,
  summarizeVat,
  vatRateLabel,
  type Locale,
  type PublicHeaterQuote,
} from '@shop/contract';
import { heaterQuoteTexts } from './heater-quote-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const e = escapeHtml;

/** The page's own styles: A4 portrait, black on white, the table kept whole across pages. */
const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { font-family: "Be Vietnam Pro", Arial, Helvetica, sans-serif; color: #111; font-size: 13px;
  line-height: 1.45; margin: 0 auto; max-width: 210mm; padding: 16px; }
h1 { text-align: center; font-size: 22px; letter-spacing: .08em; margin: 12px 0 2px; }
.sub { text-align: center; color: #444; margin: 0 0 14px; }
.parties { display: flex; gap: 16px; flex-wrap: wrap; }
.parties section { flex: 1 1 260px; border: 1px solid #bbb; padding: 8px 10px; }
.parties h2 { font-size: 13px; text-transform: uppercase; margin: 0 0 4px; }
.parties p { margin: 1px 0; }
.lines-wrap { overflow-x: auto; margin: 14px 0 8px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: 4px 6px; vertical-align: top; }
th { background: #f0f0f0; font-weight: 600; }
td.n { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
.totals { margin-left: auto; width: auto; min-width: 280px; }
.totals td { border: 0; padding: 2px 6px; }
.totals tr.grand td { font-weight: 700; border-top: 1px solid #111; }
.words { font-style: italic; margin: 6px 0 12px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dt { font-weight: 600; } dd { margin: 0; white-space: pre-wrap; }
.state { border: 2px solid #b91c1c; color: #b91c1c; padding: 6px 10px; text-align: center;
  font-weight: 700; margin: 8px 0; }
.signs { display: flex; justify-content: space-between; gap: 16px; margin-top: 28px;
  break-inside: avoid; }
.signs div { flex: 1; text-align: center; min-height: 110px; }
.signs small { display: block; color: #555; }
@media print { body { padding: 0; } }
`;

/**
 * The printable quote (báo giá): seller and buyer, the lines, the totals by VAT rate, the total
 * in Vietnamese words, the terms and the signature block, in the buyer's locale. Printed to paper
 * or to PDF by the browser's own print (decision 058): the page runs no script.
 */
export function quotePrintPage(quote: PublicHeaterQuote, locale: Locale): string {
  const t = heaterQuoteTexts[locale];
  const vat = summarizeVat(quote.lines);
  const rows = quote.lines
    .map((line, index) => {
      const name = line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;
      return `<tr><td class="n">${index + 1}</td><td>${e(name)}${line.code ? `<br><small>${e(line.code)}</small>` : ''}</td><td>${e(line.unit)}</td><td class="n">${line.quantity}</td><td class="n">${e(formatVnd(line.unitPrice))}</td><td class="n">${line.discount ? `${line.discount}%` : ''}</td><td class="n">${e(vatRateLabel(line.vatRate))}</td><td class="n">${e(formatVnd(line.totalAmt))}</td></tr>`;
    })
    .join('\n');
  const rateRows = (vat?.rates ?? [])
    .map(
      (at) =>
        `<tr><td>${e(t.taxable)} (${e(vatRateLabel(at.rate))})</td><td class="n">${e(formatVnd(at.taxable))}</td></tr><tr><td>${e(t.vat)} (${e(vatRateLabel(at.rate))})</td><td class="n">${e(formatVnd(at.vat))}</td></tr>`,
    )
    .join('');
  const terms: [string, string][] = [
    [t.validUntil, formatDay(quote.validUntil)],
    [t.leadTime, quote.leadTime],
    [t.paymentTerms, quote.paymentTerms],
    [t.deliveryTerms, quote.deliveryTerms],
    [t.note, quote.note],
  ];
  const state =
    quote.status === 'accepted' && quote.orderNumber
      ? t.statusAccepted(quote.orderNumber)
      : quote.status === 'superseded'
        ? t.statusSuperseded
        : quote.expired
          ? t.statusExpired
          : '';
  const seller = quote.seller;
  const buyer = quote.buyer;
  const line = (label: string, value: string) =>
    value ? `<p><b>${e(label)}:</b> ${e(value)}</p>` : '';
  const plain = (value: string) => (value ? `<p>${e(value)}</p>` : '');
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(`${t.title} ${quote.requestNumber} v${quote.version}`)}</title>
<style>${STYLE}</style></head><body>
<h1>${e(t.title)}</h1>
<p class="sub">${e(t.quoteNo)}: ${e(quote.requestNumber)} · ${e(t.version)} ${quote.version}${quote.sentAt ? ` · ${e(t.date)}: ${e(formatDay(quote.sentAt.slice(0, 10)))}` : ''}</p>
${state ? `<p class="state">${e(state)}</p>` : ''}
<div class="parties">
<section><h2>${e(t.seller)}</h2>${plain(seller.name)}${line(t.address, seller.address)}${line(t.taxCode, seller.taxCode)}${line(t.phone, seller.phone)}${line(t.email, seller.email)}</section>
<section><h2>${e(t.buyer)}</h2>${plain(buyer.company || buyer.name)}${buyer.company ? plain(buyer.name) : ''}${line(t.taxCode, buyer.taxCode)}${line(t.phone, buyer.phone)}</section>
</div>
<div class="lines-wrap"><table>
<thead><tr><th>${e(t.no)}</th><th>${e(t.item)}</th><th>${e(t.unit)}</th><th>${e(t.quantity)}</th><th>${e(t.unitPrice)}</th><th>${e(t.discount)}</th><th>${e(t.vatRate)}</th><th>${e(t.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
<table class="totals">${rateRows}<tr class="grand"><td>${e(t.total)}</td><td class="n">${e(formatVnd(quote.totalAmt))}</td></tr>${quote.depositAmt > 0 ? `<tr><td>${e(t.deposit(quote.depositPercent))}</td><td class="n">${e(formatVnd(quote.depositAmt))}</td></tr>` : ''}</table>
<p class="words">${e(t.inWords)}: ${e(quote.totalInWords)}.</p>
<p>${e(t.pricesIncludeVat)}</p>
<dl>${terms
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`)
    .join('')}</dl>
<div class="signs"><div><b>${e(t.buyerSigns)}</b><small>${e(t.signHint)}</small></div><div><b>${e(t.sellerSigns)}</b><small>${e(t.signHint)}</small></div></div>
</body></html>`;
}
