/**
 * Made-to-order heaters (issue 46, first part): a buyer describes the heater they need, with the
 * fields the trade's catalogues ask for, and the shop answers with a quote (the quote itself is the
 * next part). One schema checks a request in the browser's form and in the API, so both refuse
 * the same values for the same reasons. The watt density of the heated surface and its limits per
 * medium are here too: the form warns with them, the staff see them (decision 057).
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { isValidTaxCode } from './invoice';

/** The kinds of heater a request describes, each with its own form. */
export const HEATER_KINDS = ['cartridge', 'tubular', 'band', 'finned', 'other'] as const;
export type HeaterKind = (typeof HEATER_KINDS)[number];

/** Where a request stands: the staff move it; the quote's steps (quoted, accepted) come next. */
export const HEATER_REQUEST_STATUSES = [
  'new',
  'quoting',
  'quoted',
  'accepted',
  'declined',
  'expired',
] as const;
export type HeaterRequestStatus = (typeof HEATER_REQUEST_STATUSES)[number];

/** What the heated surface touches: it sets how many watts a square centimetre may carry. */
export const HEATER_MEDIA = ['water', 'oil', 'air'] as const;
export type HeaterMedium = (typeof HEATER_MEDIA)[number];
/** A cartridge heats a metal part it sits in (a mould, a die) or a fluid. */
export const CARTRIDGE_MEDIA = ['metal', ...HEATER_MEDIA] as const;
export type CartridgeMedium = (typeof CARTRIDGE_MEDIA)[number];

export const LEAD_INSULATIONS = ['fiberglass', 'silicone', 'ptfe', 'mica'] as const;
export const CARTRIDGE_TERMINATIONS = [
  'straight_leads',
  'right_angle',
  'braid',
  'armor_hose',
  'terminal_box',
] as const;
export const TUBULAR_SHAPES = ['straight', 'u', 'w'] as const;
export type TubularShape = (typeof TUBULAR_SHAPES)[number];
export const SHEATH_MATERIALS = ['ss304', 'ss316', 'incoloy800', 'copper', 'steel'] as const;
export const BAND_CLAMPS = ['strap', 'barrel_nut', 'spring'] as const;
export const BAND_TERMINALS = ['screw', 'box', 'leads'] as const;

/**
 * The highest watt density (W/cm² of heated surface) the shop advises per medium; above it the
 * form warns (it does not refuse: a maker may still build it, with the staff's advice). Rounded
 * from heater makers' application data, at the careful end (decision 057).
 */
export const WATT_DENSITY_LIMITS = {
  water: 9,
  oil: 3.5,
  air: 5,
  metal: 30,
  barrel: 8,
} as const;
export type WattDensityMedium = keyof typeof WATT_DENSITY_LIMITS;

/** The most of one request: units, attachments, characters of the texts. */
export const HEATER_QUANTITY_MAX = 10_000;
export const HEATER_ATTACHMENTS_MAX = 5;
/** An attachment's largest size: a scanned drawing or a phone photo fits. */
export const HEATER_ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;
export const HEATER_NOTE_MAX = 1000;
export const HEATER_DESCRIPTION_MAX = 2000;
export const HEATER_STAFF_NOTES_MAX = 4000;
/** The attachments' formats, judged by their bytes. */
export const HEATER_ATTACHMENT_TYPES = ['pdf', 'png', 'jpeg', 'webp'] as const;
export type HeaterAttachmentType = (typeof HEATER_ATTACHMENT_TYPES)[number];

/** A measure within what is made, in whole or tenth units (12.5 mm is a cartridge size). */
const measure = (field: string, unit: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number of ${unit}` })
    .refine(Number.isFinite, `${field} must be a number of ${unit}`)
    .refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
      `${field} takes at most one decimal`,
    )
    .refine((value) => value >= min, `${field} must be at least ${min} ${unit}`)
    .refine((value) => value <= max, `${field} must be at most ${max} ${unit}`);

const voltage = () => measure('voltage', 'V', 12, 690);
const power = () => measure('power', 'W', 10, 60_000);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

export const CartridgeSpecSchema = z
  .object({
    kind: z.literal('cartridge'),
    diameterMm: measure('diameterMm', 'mm', 3, 40),
    sheathLengthMm: measure('sheathLengthMm', 'mm', 20, 2000),
    unheatedLengthMm: measure('unheatedLengthMm', 'mm', 0, 500),
    voltage: voltage(),
    power: power(),
    leadLengthMm: measure('leadLengthMm', 'mm', 0, 5000),
    leadInsulation: choice('leadInsulation', LEAD_INSULATIONS),
    termination: choice('termination', CARTRIDGE_TERMINATIONS),
    thermocouple: z.boolean({ error: 'thermocouple must be yes or no' }),
    medium: choice('medium', CARTRIDGE_MEDIA),
  })
  .strict()
  .superRefine((spec, context) => {
    // A cartridge's heated part is its sheath less the unheated end: at least 10 mm must heat.
    if (spec.sheathLengthMm - spec.unheatedLengthMm < 10)
      context.addIssue({
        code: 'custom',
        path: ['unheatedLengthMm'],
        message: 'unheatedLengthMm must leave at least 10 mm of the sheath heated',
      });
  });

export const TubularSpecSchema = z
  .object({
    kind: z.literal('tubular'),
    shape: choice('shape', TUBULAR_SHAPES),
    tubeDiameterMm: measure('tubeDiameterMm', 'mm', 6, 25),
    /** A: each straight leg's length (the whole tube when straight). */
    legLengthMm: measure('legLengthMm', 'mm', 50, 6000),
    /** B: the distance between the legs' centres (U and W only; 0 when straight). */
    legSpacingMm: measure('legSpacingMm', 'mm', 0, 500),
    /** C: the unheated length at each end, through the fitting. */
    coldEndMm: measure('coldEndMm', 'mm', 0, 500),
    fitting: text('fitting', 80),
    voltage: voltage(),
    power: power(),
    sheathMaterial: choice('sheathMaterial', SHEATH_MATERIALS),
    medium: choice('medium', HEATER_MEDIA),
  })
  .strict()
  .superRefine((spec, context) => {
    if (spec.shape !== 'straight' && spec.legSpacingMm < spec.tubeDiameterMm * 2)
      context.addIssue({
        code: 'custom',
        path: ['legSpacingMm'],
        message: 'legSpacingMm must be at least twice the tube diameter for a bend',
      });
    const heated = tubularDevelopedLengthMm(spec) - 2 * spec.coldEndMm;
    if (heated < 50)
      context.addIssue({
        code: 'custom',
        path: ['coldEndMm'],
        message: 'coldEndMm must leave at least 50 mm of the tube heated',
      });
  });

export const BandSpecSchema = z
  .object({
    kind: z.literal('band'),
    insideDiameterMm: measure('insideDiameterMm', 'mm', 20, 1000),
    widthMm: measure('widthMm', 'mm', 15, 500),
    pieces: z.union([z.literal(1), z.literal(2)], { error: 'pieces must be 1 or 2' }),
    clamp: choice('clamp', BAND_CLAMPS),
    terminal: choice('terminal', BAND_TERMINALS),
    voltage: voltage(),
    power: power(),
  })
  .strict();

export const FinnedSpecSchema = z
  .object({
    kind: z.literal('finned'),
    shape: choice('shape', TUBULAR_SHAPES),
    /** The finned tube's length (each leg's when bent). */
    lengthMm: measure('lengthMm', 'mm', 100, 4000),
    finDiameterMm: measure('finDiameterMm', 'mm', 20, 120),
    voltage: voltage(),
    power: power(),
    /** The air speed across the fins, m/s (0 when still air). */
    airSpeed: measure('airSpeed', 'm/s', 0, 30),
  })
  .strict();

export const OtherSpecSchema = z
  .object({
    kind: z.literal('other'),
    description: text('description', HEATER_DESCRIPTION_MAX).min(
      10,
      'description must say at least 10 characters of what is needed',
    ),
  })
  .strict();

/** One heater's description, by its kind. */
export const HeaterSpecSchema = z.discriminatedUnion(
  'kind',
  [CartridgeSpecSchema, TubularSpecSchema, BandSpecSchema, FinnedSpecSchema, OtherSpecSchema],
  { error: `heater.kind must be one of ${HEATER_KINDS.join(', ')}` },
);
export type HeaterSpec = z.infer<typeof HeaterSpecSchema>;
export type CartridgeSpec = z.infer<typeof CartridgeSpecSchema>;
export type TubularSpec = z.infer<typeof TubularSpecSchema>;
export type BandSpec = z.infer<typeof BandSpecSchema>;
export type FinnedSpec = z.infer<typeof FinnedSpecSchema>;

/** A U bend or W bends add half circles of diameter B between the legs. */
export function tubularDevelopedLengthMm(
  spec: Pick<TubularSpec, 'shape' | 'legLengthMm' | 'legSpacingMm'>,
): number {
  const bend = (Math.PI * spec.legSpacingMm) / 2;
  if (spec.shape === 'u') return 2 * spec.legLengthMm + bend;
  if (spec.shape === 'w') return 4 * spec.legLengthMm + 3 * bend;
  return spec.legLengthMm;
}

/** A heater's watt density and the limit it is held to; undefined where it is not computed. */
export interface WattDensity {
  /** Watts per square centimetre of heated surface, to two decimals. */
  wattsPerCm2: number;
  /** The heated surface, cm². */
  heatedCm2: number;
  medium: WattDensityMedium;
  limit: number;
  tooHigh: boolean;
}

function density(watts: number, diameterMm: number, heatedMm: number, medium: WattDensityMedium) {
  const heatedCm2 = (Math.PI * diameterMm * heatedMm) / 100;
  if (!(heatedCm2 > 0)) return undefined;
  const wattsPerCm2 = Math.round((watts / heatedCm2) * 100) / 100;
  const limit = WATT_DENSITY_LIMITS[medium];
  return {
    wattsPerCm2,
    heatedCm2: Math.round(heatedCm2 * 10) / 10,
    medium,
    limit,
    tooHigh: wattsPerCm2 > limit,
  };
}

/**
 * The watt density of a described heater's heated surface: a cartridge's sheath less its unheated
 * end, a tube's developed length less its cold ends, a band's inside face (on the barrel). Finned
 * heaters (their fins' surface) and free descriptions are not computed.
 */
export function wattDensityOf(
  spec: Partial<HeaterSpec> & { kind: HeaterKind },
): WattDensity | undefined {
  const numbers = (...values: unknown[]) =>
    values.every((value) => typeof value === 'number' && Number.isFinite(value));
  if (spec.kind === 'cartridge') {
    const s = spec as Partial<CartridgeSpec>;
    if (!numbers(s.power, s.diameterMm, s.sheathLengthMm, s.unheatedLengthMm) || !s.medium)
      return undefined;
    const heated = (s.sheathLengthMm ?? 0) - (s.unheatedLengthMm ?? 0);
    return density(s.power ?? 0, s.diameterMm ?? 0, heated, s.medium);
  }
  if (spec.kind === 'tubular') {
    const s = spec as Partial<TubularSpec>;
    if (
      !numbers(s.power, s.tubeDiameterMm, s.legLengthMm, s.legSpacingMm, s.coldEndMm) ||
      !s.medium ||
      !s.shape
    )
      return undefined;
    const heated =
      tubularDevelopedLengthMm({
        shape: s.shape,
        legLengthMm: s.legLengthMm ?? 0,
        legSpacingMm: s.legSpacingMm ?? 0,
      }) -
      2 * (s.coldEndMm ?? 0);
    return density(s.power ?? 0, s.tubeDiameterMm ?? 0, heated, s.medium);
  }
  if (spec.kind === 'band') {
    const s = spec as Partial<BandSpec>;
    if (!numbers(s.power, s.insideDiameterMm, s.widthMm)) return undefined;
    return density(s.power ?? 0, s.insideDiameterMm ?? 0, s.widthMm ?? 0, 'barrel');
  }
  return undefined;
}

/** A day as YYYY-MM-DD that the calendar has. */
const day = (field: string) =>
  z
    .string({ error: `${field} must be a day` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day as YYYY-MM-DD`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} is not a day of the calendar`,
    );

/** Who asks: a guest gives these; a logged-in buyer too (their account is linked besides). */
export const HeaterContactSchema = z
  .object({
    name: text('contact.name', 100).min(1, 'contact.name is required'),
    phone: z
      .string({ error: 'contact.phone must be text' })
      .trim()
      .regex(/^\+?[\d\s.()-]{8,20}$/, 'contact.phone must be a phone number'),
    email: z
      .string({ error: 'contact.email must be text' })
      .trim()
      .toLowerCase()
      .max(254, 'contact.email is too long')
      .pipe(z.union([z.literal(''), z.email('contact.email must be an e-mail address')]))
      .default(''),
    company: text('contact.company', 200).default(''),
    taxCode: text('contact.taxCode', 14)
      .refine(
        (value) => value === '' || isValidTaxCode(value),
        'contact.taxCode is not a valid tax code',
      )
      .default(''),
  })
  .strict();
export type HeaterContact = z.input<typeof HeaterContactSchema>;

/** `POST /api/heater-requests`: one request, with the attachments uploaded before it. */
export const HeaterRequestSubmitSchema = z
  .object({
    heater: HeaterSpecSchema,
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(HEATER_QUANTITY_MAX, `quantity must be at most ${HEATER_QUANTITY_MAX}`),
    /** When the buyer wants it; empty: no date asked. Not in the past (checked against the shop's day). */
    wantedDate: z.union([z.literal(''), day('wantedDate')]).default(''),
    note: text('note', HEATER_NOTE_MAX).default(''),
    contact: HeaterContactSchema,
    /** Ids the attachment upload answered, each at most once. */
    attachments: z
      .array(IdSchema, { error: 'attachments must be a list of uploaded files' })
      .max(HEATER_ATTACHMENTS_MAX, `attachments may hold at most ${HEATER_ATTACHMENTS_MAX} files`)
      .refine((ids) => new Set(ids).size === ids.length, 'attachments names a file twice')
      .default([]),
    /** The locale the buyer's copy is written in. */
    locale: z.enum(['vi', 'en']).optional(),
  })
  .strict();
export type HeaterRequestSubmit = z.input<typeof HeaterRequestSubmitSchema>;

/** The submit's answer: the request's number, which the buyer quotes on the phone. */
export const HeaterRequestCreatedResponseSchema = okEnvelope(
  z.object({ number: z.string(), status: z.enum(HEATER_REQUEST_STATUSES) }),
);

/** An uploaded attachment, before (and after) a request claims it. */
export const HeaterAttachmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(HEATER_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type HeaterAttachment = z.infer<typeof HeaterAttachmentSchema>;
export const HeaterAttachmentResponseSchema = okEnvelope(HeaterAttachmentSchema);

/** The inbox's assignee filter: anyone's, the caller's own, or those given to nobody yet. */
export const HEATER_ASSIGNEE_FILTERS = ['', 'me', 'none'] as const;
export type HeaterAssigneeFilter = (typeof HEATER_ASSIGNEE_FILTERS)[number];

/** The admin's list: a status, an assignee, and words of the number, name, phone, e-mail or company. */
export const AdminHeaterRequestListRequestSchema = z.object({
  status: z
    .union([z.literal(''), z.enum(HEATER_REQUEST_STATUSES)], {
      error: `status must be one of ${HEATER_REQUEST_STATUSES.join(', ')}`,
    })
    .default(''),
  q: text('q', 100).default(''),
  /** Whose requests: anyone's (empty), the caller's own (`me`) or nobody's yet (`none`). */
  assignee: z
    .enum(HEATER_ASSIGNEE_FILTERS, {
      error: `assignee must be one of ${HEATER_ASSIGNEE_FILTERS.filter(Boolean).join(', ')} or empty`,
    })
    .default(''),
  page: z
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
});
export type AdminHeaterRequestListRequest = z.input<typeof AdminHeaterRequestListRequestSchema>;

export const HeaterRequestSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(HEATER_KINDS),
  quantity: z.number().int(),
  status: z.enum(HEATER_REQUEST_STATUSES),
  contactName: z.string(),
  company: z.string(),
  phone: z.string(),
  wantedDate: z.string(),
  assignedName: z.string(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
});
export type HeaterRequestSummary = z.infer<typeof HeaterRequestSummarySchema>;

export const AdminHeaterRequestListResponseSchema = okEnvelope(
  z.object({
    requests: z.array(HeaterRequestSummarySchema),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
    /** How many requests stand in each status (the filter's counts). */
    counts: z.record(z.string(), z.number().int()),
  }),
);

export const HeaterRequestDetailSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(HEATER_REQUEST_STATUSES),
  heater: z.record(z.string(), z.unknown()).and(z.object({ kind: z.enum(HEATER_KINDS) })),
  quantity: z.number().int(),
  wantedDate: z.string(),
  note: z.string(),
  contact: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    company: z.string(),
    taxCode: z.string(),
  }),
  /** The buyer's account when they were logged in. */
  userId: z.string().nullable(),
  locale: z.enum(['vi', 'en']),
  assignedTo: z.string().nullable(),
  assignedName: z.string(),
  staffNotes: z.string(),
  attachments: z.array(HeaterAttachmentSchema.extend({ url: z.string() })),
  wattDensity: z
    .object({
      wattsPerCm2: z.number(),
      heatedCm2: z.number(),
      medium: z.string(),
      limit: z.number(),
      tooHigh: z.boolean(),
    })
    .nullable(),
  /** The staff members the request may be assigned to (those who may work on orders). */
  staff: z.array(z.object({ _id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HeaterRequestDetail = z.infer<typeof HeaterRequestDetailSchema>;
export const AdminHeaterRequestDetailResponseSchema = okEnvelope(HeaterRequestDetailSchema);

export const AdminHeaterRequestIdSchema = z.object({ requestId: IdSchema });

/** `POST /api/admin/heater-requests/update`: a status, an assignee (null: nobody) and/or notes. */
export const AdminHeaterRequestUpdateSchema = z
  .object({
    requestId: IdSchema,
    status: z
      .enum(HEATER_REQUEST_STATUSES, {
        error: `status must be one of ${HEATER_REQUEST_STATUSES.join(', ')}`,
      })
      .optional(),
    assignedTo: IdSchema.nullable().optional(),
    staffNotes: text('staffNotes', HEATER_STAFF_NOTES_MAX).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.status !== undefined || body.assignedTo !== undefined || body.staffNotes !== undefined,
    { message: 'status, assignedTo or staffNotes is required', path: ['status'] },
  );
export type AdminHeaterRequestUpdate = z.input<typeof AdminHeaterRequestUpdateSchema>;

/** One of the logged-in buyer's own requests, as their account lists it. */
export const MyHeaterRequestSchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(HEATER_KINDS),
  quantity: z.number().int(),
  status: z.enum(HEATER_REQUEST_STATUSES),
  wantedDate: z.string(),
  createdAt: z.string(),
});
export type MyHeaterRequest = z.infer<typeof MyHeaterRequestSchema>;

/** `GET /api/heater-requests/mine`: the buyer's requests sent while logged in, newest first. */
export const MyHeaterRequestsResponseSchema = okEnvelope(
  z.object({ requests: z.array(MyHeaterRequestSchema) }),
);
