// SPEC 3: the shapes the api answers with. Ids are numbers; dates are ISO strings.

export interface Named { id: number; name: string }
export type Profile = Named;
/**
 * SPEC 3 City (id, name) plus `version`, raised by every edit: the edit form sends back the one it
 * loaded, and a save over a newer one is refused (the last write must not silently win).
 * A row that points to a city answers only `{ id, name }` (Named).
 */
export interface City extends Named { version: number }
export type Brand = Named;
export type ProductCategory = Named;
/** A brand or category as its edit form loads it, with the `version` the edit sends back */
export interface VersionedBrand extends Brand { version: number }
export interface VersionedCategory extends ProductCategory { version: number }

export interface Subsidiary {
  id: number;
  name: string;
  city: Named | null;
  profile: Profile | null;
  cities_id: number;
  /** profile given to users registered with this branch (SPEC 2.3) */
  profiles_id: number;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  identification_number: string;
  identification_type: string;
  points: number;
  /** 1 active, 0 inactive */
  state: number;
  created_at: string;
  /** path under the site host, e.g. /uploads/ab12.png; null when absent */
  image: string | null;
  profile: Profile | null;
  profiles_id: number;
  subsidiary: (Named & { city: Named | null }) | null;
  subsidiary_id: number | null;
  /** Raised by every edit; the edit form sends back the one it loaded (a stale save gets 409) */
  version: number;
}

/** SPEC 3 Session: the saved user. POST /api/login answers [SessionUser & { access_token }]. */
export interface SessionUser {
  id: number;
  name: string;
  image: string | null;
  points: number;
  profiles_id: number;
  identification_number: string;
  email: string;
}
export type LoginUser = SessionUser & { access_token: string; expires_at: string };

export interface Design { id: number; name: string; brand_id: number; brand: Brand | null }
/** A design as its edit form loads it, with the `version` the edit sends back */
export interface VersionedDesign extends Design { version: number }

export interface TirePoints {
  profile: Profile | null;
  profiles_id: number;
  points_general: number;
  points_uhp: number;
  total_points: number;
}
export interface Tire {
  id: number;
  name: string;
  tire_code: string;
  description: string;
  design_id: number;
  design: { id: number; name: string; brand: Brand | null } | null;
  tire_points_by_profile: TirePoints[];
}

export interface Product {
  id: number;
  name: string;
  points: number;
  /** shown as 'Costo en puntos' */
  points_value: number;
  /** cost in COP */
  estimated_value: number;
  image: string | null;
  /** '1' active, '0' inactive */
  state: string;
  product_categories_id: number;
  product_category: ProductCategory | null;
}

export interface Slide {
  id: number;
  path: string;
  position: 'Up' | 'Down';
  order: number;
  show: boolean;
  responsive: boolean;
}

export interface InvoiceReference {
  id: number;
  points: number;
  amount: number;
  tire: { id: number; name: string; design: { id: number; name: string; brand: Brand | null } | null } | null;
}
export interface Invoice {
  id: number;
  number: string;
  price: number;
  sale_date: string;
  created_at: string;
  state: string;
  image: string | null;
  comment_rejected: string | null;
  users_id: number;
  user: { id: number; name: string } | null;
  subsidiary_id: number | null;
  invoice_references: InvoiceReference[];
  /** entries of points used from this invoice's lot */
  points: { id: number; points: number }[];
}

export interface ApplyFor {
  id: number;
  product_id: number;
  product: { id: number; name: string } | null;
  users_id: number;
  user: {
    id: number;
    name: string;
    identification_number: string;
    points: number;
    subsidiary: { id: number; name: string; city: Named | null } | null;
  } | null;
  points: number;
  created_at: string;
  state: string;
  comment: string | null;
  buyer_comment: string | null;
  purchase_date: string | null;
  /** SPEC 1/9: the day the prize is owed by (YYYY-MM-DD): the request's Colombian date plus one calendar month */
  due_date: string;
  /** due_date minus Colombia's today, in days; negative once overdue */
  days_left: number;
  /** 'branch' | 'address' | 'voucher' (contract DELIVERY_METHODS), set by the dispatch */
  delivery_method: string | null;
  delivery_address: string | null;
  delivery_city: Named | null;
  recipient: string | null;
  carrier: string | null;
  guide_number: string | null;
  tracking_url: string | null;
  /** YYYY-MM-DD */
  dispatch_date: string | null;
  /** YYYY-MM-DD */
  delivery_date: string | null;
  /** the delivery photo as a short-lived signed link (private, like invoice photos) */
  proof_image: string | null;
  /** when the participant pressed 'Recibido' */
  received_at: string | null;
  claim_comment: string | null;
  claim_at: string | null;
  /** the buyer's or administrator's comment on a prize not delivered or cancelled */
  delivery_comment: string | null;
}

export interface ReportUserRow {
  id: number;
  name: string;
  points: number;
  gastados: number;
  vencidos: number;
  apply_aprobado: number;
  apply_rechazado: number;
  apply_espera: number;
  invoices_count: number;
  subsidiary: string | null;
}

/** SPEC 7/8: every write answers { message: 'success' } or a message/detail the UI shows in red. */
export interface MessageAnswer { message: string; detail?: string; [extra: string]: unknown }
export const SUCCESS = 'success';
/** Error body of every failed call (global error handler). */
export interface ErrorAnswer { message: string; detail: string; statusCode: number }

/** A branch or profile as its edit form loads it, with the `version` the edit sends back */
export interface VersionedSubsidiary extends Subsidiary { version: number }
export interface VersionedProfile extends Profile { version: number }
