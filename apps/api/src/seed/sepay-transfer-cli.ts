import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { postSepayTransfer, sepayTransfer } from '../modules/payments/sepay-standin';

// `npm run sepay:transfer -w apps/api -- --amount 450000 [--order ORD-…] [--content "…"] [--id N]`
// posts one SePay-shaped transfer notification to the running shop (PUBLIC_URL, SEPAY_API_KEY from
// the same environment as the shop), as SePay would: for demos and trying the matching by hand.
// Giving the same --id again resends the same transfer.
const USAGE =
  'Usage: npm run sepay:transfer -w apps/api -- --amount 450000 [--order ORD-20261128-7KX2QM] [--content "…"] [--id 123]\n';

const { values } = parseArgs({
  options: {
    amount: { type: 'string' },
    order: { type: 'string' },
    content: { type: 'string' },
    id: { type: 'string' },
  },
});
const amount = Number(values.amount);
const id = values.id === undefined ? undefined : Number(values.id);
if (
  !Number.isSafeInteger(amount) ||
  amount <= 0 ||
  (id !== undefined && !Number.isSafeInteger(id))
) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const config = loadConfig();
if (!config.sepay) {
  process.stderr.write('SEPAY_API_KEY is not set: the shop has no SePay webhook.\n');
  process.exit(2);
}
const transfer = sepayTransfer({
  amount,
  ...(values.order === undefined ? {} : { orderNumber: values.order }),
  ...(values.content === undefined ? {} : { content: values.content }),
  ...(id === undefined ? {} : { id }),
});
const answer = await postSepayTransfer(config.publicUrl, config.sepay.apiKey, transfer);
process.stdout.write(
  `${JSON.stringify({ sent: transfer, status: answer.status, answer: answer.body })}\n`,
);
process.exit(answer.status === 200 ? 0 : 1);
