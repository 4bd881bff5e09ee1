import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';

const merchantId = () => merchantRef();

/** Origins a merchant's pages are served from; CORS answers only these (`*` in the port position: any port). */
export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    origin: text('origin').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'main' | 'affiliate' | 'agent' | 'api'>().notNull(),
  },
  (table) => [unique('domain_routes_merchant_origin').on(table.merchantId, table.origin)],
);

/** The whitelabel tree (R3.25): module flags such as FREEPLAY3 and menu nodes, parent by modId. */
export const whitelabelNodes = pgTable(
  'whitelabel_nodes',
  {
    merchantId: merchantId(),
    modId: varchar('mod_id', { length: 64 }).notNull(),
    parentModId: varchar('parent_mod_id', { length: 64 }),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.modId] })],
);

/** Server-supplied rule per form field (R3.33, R5.22-R5.24). */
export const validationRules = pgTable(
  'validation_rules',
  {
    merchantId: merchantId(),
    field: varchar('field', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    /** A regular expression source, or '*' for any value. */
    acceptedPattern: text('accepted_pattern').notNull(),
    /** Translation key of the rule's message. */
    patternId: varchar('pattern_id', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.field] })],
);

export type RegisterFieldSettings = Record<string, { enabled: boolean; required: boolean }>;

/** Which registration fields the operator shows and requires (R5.17, R5.18), and the mobile format. */
export const registerSettings = pgTable('register_settings', {
  merchantId: merchantId().primaryKey(),
  fields: jsonb('fields').$type<RegisterFieldSettings>().notNull(),
  countryDialingCode: varchar('country_dialing_code', { length: 6 }).notNull(),
  mobileDigits: integer('mobile_digits').notNull(),
  mobilePrefix: varchar('mobile_prefix', { length: 6 }).notNull(),
  minimumAge: integer('minimum_age').notNull().default(18),
  /** How long an SMS code lives; also the client's resend countdown (R4.32: expiredMinutes x 60 s). */
  smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(1),
});

/** Links and images grouped by resourceType (R3.24): app QR codes, service links, social links. */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  resourceType: varchar('resource_type', { length: 32 }).notNull(),
  labelNameEn: text('label_name_en').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Customer-service channels (R3.27). */
export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  csType: varchar('cs_type', { length: 32 }).notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
