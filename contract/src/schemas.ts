// Response schemas of the api (SPEC 3 shapes), one per shape, so every route answering it declares
// the same one (docs/adr/0049-api-modules-in-four-layers.md: response schemas come from the
// contract). They document the shapes in /api/docs and stop a stray column from leaking; each is
// checked against its entity type with `satisfies`, so the two cannot drift apart.
import { z } from 'zod';
import type { Brand, City, Design, Named, Product, Slide, Subsidiary, Tire, TirePoints, VersionedBrand, VersionedCategory, VersionedDesign, VersionedProfile, VersionedSubsidiary } from './entities';

/** `{ id, name }`: profiles, categories, and the city or profile a row points to */
export const namedSchema = z.object({ id: z.number(), name: z.string() }) satisfies z.ZodType<Named>;
export const profileSchema = namedSchema;
export const categorySchema = namedSchema;

/** SPEC 3 City plus `version`, which an edit sends back (a stale edit is refused) */
export const citySchema = namedSchema.extend({ version: z.number() }) satisfies z.ZodType<City>;

/** SPEC 7/8: a city write answers `{ message: 'success', detail, city }` */
export const cityAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), city: citySchema });
export type CityAnswer = z.infer<typeof cityAnswerSchema>;

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  points: z.number(),
  points_value: z.number(),
  estimated_value: z.number(),
  image: z.string().nullable(),
  state: z.string(),
  product_categories_id: z.number(),
  product_category: categorySchema.nullable(),
}) satisfies z.ZodType<Product>;

export const slideSchema = z.object({
  id: z.number(),
  path: z.string(),
  position: z.enum(['Up', 'Down']),
  order: z.number(),
  show: z.boolean(),
  responsive: z.boolean(),
}) satisfies z.ZodType<Slide>;

export const subsidiarySchema = z.object({
  id: z.number(),
  name: z.string(),
  city: namedSchema.nullable(),
  profile: profileSchema.nullable(),
  cities_id: z.number(),
  profiles_id: z.number(),
}) satisfies z.ZodType<Subsidiary>;

/** SPEC 3 Brand: id, name (GET /api/brand/all) */
export const brandSchema = namedSchema satisfies z.ZodType<Brand>;

/** SPEC 3 Design: id, name, brand {id, name}; brand_id as written (GET /api/design/byBrand/{brand}) */
export const designSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand_id: z.number(),
  brand: brandSchema.nullable(),
}) satisfies z.ZodType<Design>;

/** SPEC 3 Tire's points for one profile (total_points is the stored points_total) */
export const tirePointsSchema = z.object({
  profile: profileSchema.nullable(),
  profiles_id: z.number(),
  points_general: z.number(),
  points_uhp: z.number(),
  total_points: z.number(),
}) satisfies z.ZodType<TirePoints>;

/** SPEC 3 Tire: the measure as name, its design with brand, its points per profile (GET /api/tire/byDesign/{id}) */
export const tireSchema = z.object({
  id: z.number(),
  name: z.string(),
  tire_code: z.string(),
  description: z.string(),
  design_id: z.number(),
  design: z.object({ id: z.number(), name: z.string(), brand: brandSchema.nullable() }).nullable(),
  tire_points_by_profile: z.array(tirePointsSchema),
}) satisfies z.ZodType<Tire>;

// --- Brands, designs and product categories as their edit forms load them, and the
// answers of their writes `{ message: 'success', detail, <entity> }` (SPEC 7/8, like cities) ---
export const versionedBrandSchema = brandSchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedBrand>;
export const brandAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), brand: versionedBrandSchema });
export type BrandAnswer = z.infer<typeof brandAnswerSchema>;

export const versionedDesignSchema = designSchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedDesign>;
export const designAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), design: versionedDesignSchema });
export type DesignAnswer = z.infer<typeof designAnswerSchema>;

export const versionedCategorySchema = categorySchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedCategory>;
export const categoryAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), category: versionedCategorySchema });
export type CategoryAnswer = z.infer<typeof categoryAnswerSchema>;

// --- Branches and profiles as their edit forms load them, and the answers of their
// writes `{ message: 'success', detail, <entity> }` (SPEC 7/8, like cities and brands) ---
export const versionedSubsidiarySchema = subsidiarySchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedSubsidiary>;
export const subsidiaryAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), subsidiary: versionedSubsidiarySchema });
export type SubsidiaryAnswer = z.infer<typeof subsidiaryAnswerSchema>;

export const versionedProfileSchema = profileSchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedProfile>;
export const profileAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), profile: versionedProfileSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
