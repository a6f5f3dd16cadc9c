import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import {
  HEATER_ATTACHMENT_MAX_BYTES,
  HEATER_ATTACHMENTS_MAX,
  HEATER_KINDS,
  HeaterRequestSubmitSchema,
  shopToday,
  wattDensityOf,
  type HeaterAttachment,
  type HeaterKind,
  type HeaterRequestSubmit,
  type HeaterSpec,
} from '@shop/contract';
import { SubmitButton } from '../../components/ui/submit-button';
import { FIELD_INPUT_CLASS, LabelledField, TextField } from '../../components/ui/text-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { apiRequest, ApiError } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';
import { useLocale, useTexts } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import { HeaterDrawing } from './heater-drawing';
import { blankSpec, HEATER_FIELDS, specBody, type HeaterField } from './heater-fields';
import { heaterFieldError } from './heater-form-errors';
import { heaterChoiceTexts, heaterRequestTexts } from './heater-request-texts';

interface Contact {
  name: string;
  phone: string;
  email: string;
  company: string;
  taxCode: string;
}
const NO_CONTACT: Contact = { name: '', phone: '', email: '', company: '', taxCode: '' };

/** A new key for each request the form sends: a retry of the same send repeats it. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The problems of the form's values by field path (`heater.power`, `contact.phone`), or none. */
export function formProblems(body: unknown, today: string): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = HeaterRequestSubmitSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path)) problems.set(path, issue.message);
    }
  const wanted = (body as { wantedDate?: unknown }).wantedDate;
  if (typeof wanted === 'string' && wanted !== '' && wanted < today && !problems.has('wantedDate'))
    problems.set('wantedDate', 'past');
  return problems;
}

/** /dat-theo-yeu-cau: a made-to-order heater request, one form per kind (issue 46). */
export function HeaterRequestPage() {
  const t = useTexts(heaterRequestTexts);
  const choices = useTexts(heaterChoiceTexts);
  const locale = useLocale();
  usePageTitle(t.title);
  const [kind, setKind] = useState<HeaterKind>('tubular');
  const [specs, setSpecs] = useState<Record<HeaterKind, Record<string, string>>>(() => ({
    cartridge: blankSpec('cartridge'),
    tubular: blankSpec('tubular'),
    band: blankSpec('band'),
    finned: blankSpec('finned'),
    other: blankSpec('other'),
  }));
  const [quantity, setQuantity] = useState('1');
  const [wantedDate, setWantedDate] = useState('');
  const [note, setNote] = useState('');
  const [contact, setContact] = useState<Contact>(NO_CONTACT);
  const [attachments, setAttachments] = useState<HeaterAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<string>();
  const key = useRef(newKey());
  const fileInput = useRef<HTMLInputElement>(null);

  const values = specs[kind];
  const heater = specBody(kind, values);
  const body = {
    heater,
    quantity: quantity.trim() === '' ? undefined : Number(quantity),
    wantedDate,
    note,
    contact,
    attachments: attachments.map((attachment) => attachment._id),
    locale,
  };
  const problems = checked ? formProblems(body, shopToday()) : new Map<string, string>();
  const density = wattDensityOf(heater as Partial<HeaterSpec> & { kind: HeaterKind });

  const send = useMutation({
    mutationFn: () =>
      apiRequest(endpoints.submitHeaterRequest, {
        body: body as HeaterRequestSubmit,
        headers: { 'idempotency-key': key.current },
      }),
    onSuccess: (answer) => {
      setSent(answer.data.number);
      key.current = newKey();
      window.scrollTo({ top: 0 });
    },
  });

  function errorOf(path: string, label: string): string | undefined {
    const message = problems.get(path);
    if (message === undefined) return undefined;
    if (message === 'past') return t.datePast;
    return heaterFieldError(message, label, t);
  }

  function setValue(field: string, value: string) {
    setSpecs((all) => ({ ...all, [kind]: { ...all[kind], [field]: value } }));
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (formProblems(body, shopToday()).size > 0) {
      toast.error(t.fixErrors);
      return;
    }
    send.mutate();
  }

  async function addFiles(files: FileList | null) {
    setUploadError(undefined);
    const chosen = [...(files ?? [])].slice(0, HEATER_ATTACHMENTS_MAX - attachments.length);
    for (const file of chosen) {
      if (file.size > HEATER_ATTACHMENT_MAX_BYTES) {
        setUploadError(`${file.name}: ${t.attachments}`);
        continue;
      }
      setUploading(true);
      try {
        const answer = await apiUpload(endpoints.uploadHeaterAttachment, file);
        setAttachments((list) => [...list, { ...answer.data, name: answer.data.name }]);
      } catch (error) {
        setUploadError(
          `${file.name}: ${error instanceof ApiError ? error.message : String(error)}`,
        );
      } finally {
        setUploading(false);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  if (sent !== undefined)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <section
          className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200"
          role="status"
        >
          <h1 className="text-2xl font-bold text-stone-900">{t.sentTitle}</h1>
          <p className="mt-4 text-sm text-stone-600">{t.sentNumber}</p>
          <p
            className="mt-1 font-mono text-xl font-bold whitespace-nowrap text-brand-800 sm:text-2xl sm:tracking-wider"
            data-testid="request-number"
          >
            {sent}
          </p>
          <p className="mt-4 text-stone-700">{t.sentBody}</p>
          <button
            type="button"
            className="mt-6 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
            onClick={() => {
              setSent(undefined);
              setAttachments([]);
              setChecked(false);
            }}
          >
            {t.sendAnother}
          </button>
        </section>
      </div>
    );

  const shape = values.shape ?? '';
  const fields = HEATER_FIELDS[kind].filter(
    (field) => !(field.key === 'legSpacingMm' && shape === 'straight'),
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold text-stone-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
          <legend className="px-1 font-bold text-stone-900">{t.kindLegend}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t.kindLegend}>
            {HEATER_KINDS.map((each) => (
              <label
                key={each}
                className={`cursor-pointer rounded-xl px-3 py-2 text-sm font-medium ring-1 ${
                  each === kind
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                <input
                  type="radio"
                  name="kind"
                  value={each}
                  checked={each === kind}
                  onChange={() => {
                    setKind(each);
                  }}
                  className="sr-only"
                />
                {t[`kind_${each}`]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
          <legend className="px-1 font-bold text-stone-900">{t.specLegend}</legend>
          <div className="space-y-5">
            <figure className="mx-auto max-w-md rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <HeaterDrawing kind={kind} shape={shape} title={t.drawingCaption} />
              <figcaption className="mt-2 text-xs text-stone-600">{t.drawingCaption}</figcaption>
            </figure>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => (
                <SpecInput
                  key={`${kind}-${field.key}`}
                  field={field}
                  value={values[field.key] ?? ''}
                  onChange={(value) => {
                    setValue(field.key, value);
                  }}
                  label={t[field.label] as string}
                  hint={'hint' in field ? (t[field.hint] as string) : undefined}
                  error={errorOf(`heater.${field.key}`, t[field.label] as string)}
                  choiceName={(choice) => choices[choice]}
                  yes={t.yes}
                  no={t.no}
                  pieces={[t.onePiece, t.twoPieces]}
                />
              ))}
            </div>
          </div>
          {density && (
            <div
              className={`mt-4 rounded-xl p-3 text-sm ${
                density.tooHigh
                  ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300'
                  : 'bg-stone-50 text-stone-700'
              }`}
              role={density.tooHigh ? 'alert' : undefined}
              data-testid="watt-density"
            >
              <p>
                {t.density(
                  density.wattsPerCm2.toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-GB'),
                  String(density.limit).replace('.', locale === 'vi' ? ',' : '.'),
                  t[`medium_${density.medium}`],
                )}
              </p>
              {density.tooHigh && <p className="mt-1 font-semibold">{t.densityTooHigh}</p>}
            </div>
          )}
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-5">
          <TextField
            label={t.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
            }}
            error={errorOf('quantity', t.quantity)}
          />
          <TextField
            label={t.wantedDate}
            type="date"
            min={shopToday()}
            value={wantedDate}
            onChange={(event) => {
              setWantedDate(event.target.value);
            }}
            error={errorOf('wantedDate', t.wantedDate)}
          />
          <TextAreaField
            label={t.note}
            className="sm:col-span-2"
            rows={2}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            error={errorOf('note', t.note)}
          />
          <div className="sm:col-span-2">
            <p className="mb-1.5 text-sm font-medium text-stone-800">{t.attachments}</p>
            <ul className="mb-2 space-y-1 text-sm">
              {attachments.map((attachment) => (
                <li key={attachment._id} className="flex items-center gap-2">
                  <span className="truncate">{attachment.name}</span>
                  <span className="text-stone-500">
                    {t.sizeKb(Math.ceil(attachment.size / 1024))}
                  </span>
                  <button
                    type="button"
                    className="text-red-700 hover:underline"
                    aria-label={t.removeFile(attachment.name)}
                    onClick={() => {
                      setAttachments((list) => list.filter((each) => each._id !== attachment._id));
                    }}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            {attachments.length < HEATER_ATTACHMENTS_MAX && (
              <label className="inline-block cursor-pointer rounded-xl px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50">
                {uploading ? t.uploading : t.addFile}
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  accept="application/pdf,image/png,image/jpeg,image/webp"
                  className="sr-only"
                  data-testid="attachment-input"
                  onChange={(event) => void addFiles(event.target.files)}
                />
              </label>
            )}
            {uploadError && <p className="mt-1.5 text-sm text-red-700">{uploadError}</p>}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 font-bold text-stone-900">{t.contactLegend}</legend>
          {(['name', 'phone', 'email', 'company', 'taxCode'] as const).map((field) => (
            <TextField
              key={field}
              label={t[field]}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={
                {
                  name: 'name',
                  phone: 'tel',
                  email: 'email',
                  company: 'organization',
                  taxCode: 'off',
                }[field]
              }
              value={contact[field]}
              onChange={(event) => {
                setContact((now) => ({ ...now, [field]: event.target.value }));
              }}
              error={errorOf(`contact.${field}`, t[field])}
            />
          ))}
        </fieldset>

        <div className="max-w-xs">
          <SubmitButton pending={send.isPending} disabled={uploading}>
            {t.send}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

interface SpecInputProps {
  field: HeaterField;
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  choiceName: (choice: keyof (typeof heaterChoiceTexts)['vi']) => string;
  yes: string;
  no: string;
  pieces: [string, string];
}

function SpecInput({
  field,
  value,
  onChange,
  label,
  hint,
  error,
  choiceName,
  yes,
  no,
  pieces,
}: SpecInputProps) {
  if (field.type === 'number')
    return (
      <TextField
        label={`${label} (${field.unit})`}
        type="number"
        inputMode="decimal"
        step={field.step}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        error={error}
      />
    );
  if (field.type === 'text')
    return (
      <TextField
        label={label}
        placeholder={hint}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        error={error}
      />
    );
  if (field.type === 'long')
    return (
      <TextAreaField
        label={label}
        placeholder={hint}
        rows={5}
        className="sm:col-span-2"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        error={error}
      />
    );
  const options: [string, string][] =
    field.type === 'choice'
      ? field.choices.map((choice) => [choice, choiceName(choice)])
      : field.type === 'yesno'
        ? [
            ['no', no],
            ['yes', yes],
          ]
        : [
            ['1', pieces[0]],
            ['2', pieces[1]],
          ];
  return (
    <LabelledField label={label} error={error} className="">
      {(control) => (
        <select
          {...control}
          className={FIELD_INPUT_CLASS}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {options.map(([option, name]) => (
            <option key={option} value={option}>
              {name}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
