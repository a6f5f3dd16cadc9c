import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import {
  LOCALES,
  formatDateTime,
  POLICY_SLUGS,
  VIETQR_BANKS,
  type Locale,
  type PolicySlug,
  type ShopSettings,
  type ShopSettingsAuditLine,
  type StorefrontWords,
} from '@shop/contract';
import { AdminPageHeader } from '../../components/ui/admin-page-header';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextAreaField } from '../../components/ui/text-area-field';
import { FIELD_INPUT_CLASS, LabelledField, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useLocale, useTexts } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import { saveShopSettings, shopSettingsQuery } from './shop-settings-requests';
import { VatRateChoice } from './vat-rate-choice';
import { EInvoiceSettings, eInvoiceFieldError } from './e-invoice-settings';
import { eInvoiceSettingsTexts } from './e-invoice-settings-texts';
import { shopSettingsTexts } from './shop-settings-texts';

type T = ReturnType<typeof useTexts<(typeof shopSettingsTexts)['vi']>>;
type E = ReturnType<typeof useTexts<(typeof eInvoiceSettingsTexts)['vi']>>;

// As the other admin forms (the product form, the order page): the dashboard's panel is the one
// box; the form's parts follow each other under their titles, a rule between them, and the save
// button sits at the end, at its own width from a tablet on (full width on a phone).
const SECTION = 'min-w-0 border-t border-stone-200 pt-5';
const SECTION_TITLE = 'mb-3 text-base font-bold text-stone-900';
const HINT = '-mt-2 mb-3 text-sm text-stone-600';

const POLICY_LABEL: Record<PolicySlug, keyof T> = {
  'giao-hang': 'policyGiaoHang',
  'doi-tra-bao-hanh': 'policyDoiTra',
  'thanh-toan': 'policyThanhToan',
  'bao-mat': 'policyBaoMat',
};

/** A field's label as the screen names it, from its path (`storefront.vi.cardBadge`). */
function fieldLabel(t: T, e: E, path: string): string {
  const [first = '', second = '', third = ''] = path.split('.');
  if (first === 'policies') {
    const key = POLICY_LABEL[second as PolicySlug] as keyof T | undefined;
    return key ? String(t[key]) : path;
  }
  if (first === 'storefront') {
    const where = second === 'vi' ? t.inVietnamese : t.inEnglish;
    const what = third in t ? String(t[third as keyof T]) : third;
    return `${what} (${where})`;
  }
  if (first.startsWith('eInvoice') && first in e) return e[first as keyof E];
  return first in t ? String(t[first as keyof T]) : path;
}

/** A 400's field error in the screen's words. */
function fieldError(t: T, e: E, path: string): string {
  const eInvoice = eInvoiceFieldError(e, path);
  if (eInvoice !== undefined) return eInvoice;
  switch (path) {
    case 'email':
    case 'staffEmail':
      return t.errorEmail;
    case 'eInvoiceTaxCode':
    case 'taxCode':
      return t.errorTaxCode;
    case 'bankBin':
      return t.errorBankBin;
    case 'bankAccountNumber':
      return t.errorBankAccountNumber;
    case 'bankAccountName':
      return t.errorBankTogether;
    default:
      return t.errorInvalid(fieldLabel(t, e, path));
  }
}

/** /dashboard/settings: the shop's own words, edited by the owner, and who changed what. */
export function ShopSettingsPage() {
  const t = useTexts(shopSettingsTexts);
  usePageTitle(t.title);
  const { data, isPending, isError } = useQuery(shopSettingsQuery);
  return (
    <div>
      <AdminPageHeader title={t.title} />
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.loadFailed}
        </p>
      ) : (
        <>
          {/* Drawn afresh from each answer: a save shows the values as stored. */}
          <SettingsForm key={JSON.stringify(data.settings)} initial={data.settings} />
          <AuditTrail lines={data.audit} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const t = useTexts(shopSettingsTexts);
  const e = useTexts(eInvoiceSettingsTexts);
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // The suggestions as typed, one per line (blank lines are dropped when sent).
  const [suggestions, setSuggestions] = useState<Record<Locale, string>>({
    vi: initial.storefront.vi.searchSuggestions.join('\n'),
    en: initial.storefront.en.searchSuggestions.join('\n'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: saveShopSettings,
    meta: { silent: true },
    onSuccess: async (answer) => {
      setErrors({});
      toast.success(t.saved);
      queryClient.setQueryData(shopSettingsQuery.queryKey, answer);
      // The storefront's words and the seller's details the app keeps for the visit.
      await queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        setErrors(
          Object.fromEntries(error.errors.map(({ path }) => [path, fieldError(t, e, path)])),
        );
        toast.error(t.notSaved);
      } else {
        toast.error(error.message);
      }
    },
  });

  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setWords = (locale: Locale, words: Partial<StorefrontWords>) => {
    setValues((current) => ({
      ...current,
      storefront: { ...current.storefront, [locale]: { ...current.storefront[locale], ...words } },
    }));
  };
  const text = (
    key:
      | 'name'
      | 'address'
      | 'phone'
      | 'email'
      | 'taxCode'
      | 'businessRegistration'
      | 'bankAccountNumber'
      | 'bankAccountName'
      | 'staffEmail',
  ) => ({
    label: t[key],
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      set(key, event.target.value);
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const lines = (locale: Locale) =>
      suggestions[locale]
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    save.mutate({
      ...values,
      storefront: {
        vi: { ...values.storefront.vi, searchSuggestions: lines('vi') },
        en: { ...values.storefront.en, searchSuggestions: lines('en') },
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm text-stone-600">{t.intro}</p>

      <Section title={t.identity}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...text('name')} />
          <TextField {...text('phone')} inputMode="tel" />
          <TextField {...text('address')} className="sm:col-span-2" />
          <TextField {...text('email')} type="email" />
          <TextField {...text('taxCode')} inputMode="numeric" />
          <TextField {...text('businessRegistration')} className="sm:col-span-2" />
        </div>
      </Section>

      <Section title={t.bank} hint={t.bankHint}>
        <div className="grid gap-3 sm:grid-cols-3">
          <LabelledField label={t.bankBin} error={errors['bankBin']} className="">
            {(control) => (
              <select
                {...control}
                value={values.bankBin}
                onChange={(event) => {
                  set('bankBin', event.target.value);
                }}
                className={FIELD_INPUT_CLASS}
              >
                <option value="">{t.noBank}</option>
                {VIETQR_BANKS.map((bank) => (
                  <option key={bank.bin} value={bank.bin}>
                    {`${bank.shortName} – ${bank.name}`}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <TextField {...text('bankAccountNumber')} inputMode="numeric" />
          <TextField {...text('bankAccountName')} />
        </div>
      </Section>

      <Section title={t.notifications} hint={t.staffEmailHint}>
        <TextField {...text('staffEmail')} type="email" />
      </Section>

      <Section title={t.policies} hint={t.policiesHint}>
        <div className="grid gap-3">
          {POLICY_SLUGS.map((slug) => (
            <TextAreaField
              key={slug}
              label={String(t[POLICY_LABEL[slug]])}
              error={errors[`policies.${slug}`]}
              rows={4}
              value={values.policies[slug]}
              onChange={(event) => {
                set('policies', { ...values.policies, [slug]: event.target.value });
              }}
            />
          ))}
        </div>
      </Section>

      <Section title={t.storefront}>
        <div className="grid gap-4 lg:grid-cols-2">
          {LOCALES.map((locale) => (
            <fieldset
              key={locale}
              className="grid min-w-0 gap-3 rounded-xl border border-stone-200 p-4"
            >
              <legend className="px-1 text-sm font-semibold text-stone-800">
                {locale === 'vi' ? t.inVietnamese : t.inEnglish}
              </legend>
              <TextField
                label={t.searchPlaceholder}
                value={values.storefront[locale].searchPlaceholder}
                error={errors[`storefront.${locale}.searchPlaceholder`]}
                onChange={(event) => {
                  setWords(locale, { searchPlaceholder: event.target.value });
                }}
              />
              <TextAreaField
                label={t.searchSuggestions}
                rows={5}
                value={suggestions[locale]}
                error={
                  Object.entries(errors).find(([path]) =>
                    path.startsWith(`storefront.${locale}.searchSuggestions`),
                  )?.[1]
                }
                onChange={(event) => {
                  setSuggestions((current) => ({ ...current, [locale]: event.target.value }));
                }}
              />
              <TextField
                label={t.cardBadge}
                value={values.storefront[locale].cardBadge}
                error={errors[`storefront.${locale}.cardBadge`]}
                onChange={(event) => {
                  setWords(locale, { cardBadge: event.target.value });
                }}
              />
              <TextField
                label={t.pageBadge}
                value={values.storefront[locale].pageBadge}
                error={errors[`storefront.${locale}.pageBadge`]}
                onChange={(event) => {
                  setWords(locale, { pageBadge: event.target.value });
                }}
              />
            </fieldset>
          ))}
        </div>
      </Section>

      <Section title={t.defaultLocale} hint={t.defaultLocaleHint}>
        <div role="radiogroup" aria-label={t.defaultLocale} className="flex gap-4">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name="defaultLocale"
                value={locale}
                checked={values.defaultLocale === locale}
                onChange={() => {
                  set('defaultLocale', locale);
                }}
                className="size-4 accent-brand-700"
              />
              {locale === 'vi' ? t.vietnamese : t.english}
            </label>
          ))}
        </div>
      </Section>

      <VatRateChoice
        value={values.vatRate}
        onChange={(rate) => {
          set('vatRate', rate);
        }}
      />

      <EInvoiceSettings
        values={values}
        errors={errors}
        onChange={(change) => {
          setValues((current) => ({ ...current, ...change }));
        }}
      />

      <div className="flex justify-end border-t border-stone-200 pt-5">
        <SubmitButton pending={save.isPending} className="sm:w-auto sm:min-w-44">
          {t.save}
        </SubmitButton>
      </div>
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={SECTION}>
      <h2 className={SECTION_TITLE}>{title}</h2>
      {hint && <p className={HINT}>{hint}</p>}
      {children}
    </section>
  );
}

function AuditTrail({ lines }: { lines: ShopSettingsAuditLine[] }) {
  const t = useTexts(shopSettingsTexts);
  const e = useTexts(eInvoiceSettingsTexts);
  const locale = useLocale();
  const shown = (value: string) => value || t.empty;
  return (
    <section aria-labelledby="settings-audit" className={`${SECTION} mt-8`}>
      <h2 id="settings-audit" className={SECTION_TITLE}>
        {t.audit}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noAudit}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-left text-xs text-stone-600">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t.when}
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t.who}
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t.field}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t.change}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                // Lines have no id of their own; their order is the server's (latest first).
                <tr
                  key={`${line.at}-${line.field}-${String(index)}`}
                  className="border-b border-stone-100 align-top last:border-0"
                >
                  <td className="py-2 pr-2 whitespace-nowrap text-stone-600 tabular-nums">
                    {formatDateTime(line.at, locale)}
                  </td>
                  <td className="py-2 pr-2 break-all text-stone-800">{line.by}</td>
                  <td className="py-2 pr-2 text-stone-900">{fieldLabel(t, e, line.field)}</td>
                  <td className="py-2 break-words text-stone-800">
                    <span className="text-stone-500 line-through">{shown(line.before)}</span>
                    {' → '}
                    <span className="font-medium">{shown(line.after)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
