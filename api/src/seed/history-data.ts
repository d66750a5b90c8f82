// The demo participants' history (demo data a newcomer can explore): invoices in every
// state (SPEC 4: Creada, Aprobada, Rechazada with its comment, and a correction whose number ends
// in 'C', SPEC 2.9) and redemption requests in every state (espera, aprobado, rechazado,
// confirmado). Days are counted back from the day the seed runs, in Colombia, so the screens show
// a recent history whatever the date; every sale date is therefore after 2023-05-01 (SPEC 9) and
// never in the future. Points are not written here: the seed earns each invoice's points from the
// tires' points for the participant's profile, through the points engine.
import { INVOICE_STATE, REDEMPTION_STATE, type DeliveryMethod, type InvoiceState, type RedemptionState } from '@portal/contract';

/** Demo accounts (and their opening balance) date from this many days before the seed runs. */
export const ACCOUNT_SINCE_DAYS = 180;

export interface DemoInvoiceLine {
  /** tire_code of a demo tire (data.ts DEMO_TIRE_BRANDS) */
  tire: string;
  /** SPEC 9: 1 to 24 */
  amount: number;
}

export interface DemoInvoice {
  number: string;
  /** COP */
  price: number;
  /** days ago: the sale, its registration, and (Aprobada, Rechazada) the review */
  sale: number;
  registered: number;
  reviewed?: number;
  state: InvoiceState;
  /** Rechazada: the approver's reason (SPEC 4: at least 3 characters) */
  comment_rejected?: string;
  lines: DemoInvoiceLine[];
  /**
   * so 'Facturas por revisar' shows its warnings: registered at this demo branch (data.ts
   * DEMO_BRANCHES) instead of the participant's own ('other-branch')...
   */
  branch?: string;
  /** ... or with the very photo of this earlier invoice of the same participant ('same-photo') */
  samePhotoAs?: string;
  /**
   * docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: a number another demo participant registered
   * earlier at `branch`: stored as a claim in dispute (claim_of, no lot, state Creada), the pair
   * shown in 'Facturas por revisar' with 'number-claimed'
   */
  claim?: boolean;
}

export interface DemoRedemption {
  /** a product of data.ts DEMO_CATEGORIES, active */
  product: string;
  state: RedemptionState;
  /** days ago: the request, the approver's decision (every state but espera), the purchase (confirmado) */
  requested?: number;
  reviewed?: number;
  bought?: number;
  /** 'Comentario Aprobador' (SPEC 2.11) */
  comment?: string;
  /** 'Comentario Comprador' (confirmado and every state after the purchase) */
  buyer_comment?: string;
  /**
   * in place of `requested`: the request is made the day that leaves its prize due this many days
   * after the seed's today (SPEC 1/9: one calendar month from the request), so 'Lista de
   * Redenciones' always has a prize about to fall due
   */
  dueIn?: number;
  /** days ago: the dispatch (despachado and the states after it), and how it went */
  dispatched?: number;
  delivery?: DemoDelivery;
  /** days ago: the delivery, recorded by the buyer with a photo, or the participant's 'Recibido' when `received` */
  delivered?: number;
  received?: boolean;
  /** the move that leaves it in its state: a claim (reclamo), not delivered (no_entregado) or a cancellation (cancelado) */
  closing?: { days: number; comment: string };
}

/** a dispatch (contract DELIVERY_METHODS): an address names its city (data.ts DEMO_CITIES) */
export interface DemoDelivery {
  method: DeliveryMethod;
  carrier?: string;
  guide?: string;
  tracking_url?: string;
  address?: string;
  city?: string;
  recipient?: string;
}

export interface DemoHistory { invoices: DemoInvoice[]; redemptions: DemoRedemption[] }

const { CREATED, APPROVED, REJECTED } = INVOICE_STATE;
const { PENDING, APPROVED: GRANTED, REJECTED: REFUSED, CONFIRMED, DISPATCHED, DELIVERED, CANCELLED, NOT_DELIVERED, CLAIMED } = REDEMPTION_STATE;

/** By identification number of the participant (data.ts DEMO_ACCOUNTS). */
export const DEMO_HISTORY: Record<string, DemoHistory> = {
  // Andrés Felipe Rodríguez, Vendedor Oro, Llantas del Norte Av. 68
  1000000002: {
    invoices: [
      { number: 'FV-10231', price: 2480000, sale: 150, registered: 149, reviewed: 147, state: APPROVED,
        lines: [{ tire: 'NX-SU1-22545R17', amount: 4 }, { tire: 'NX-NBH-19565R15', amount: 2 }] },
      { number: 'FV-10478', price: 2760000, sale: 118, registered: 118, reviewed: 115, state: APPROVED,
        lines: [{ tire: 'NX-RH5-26570R16', amount: 4 }] },
      { number: 'FV-10652', price: 1950000, sale: 92, registered: 91, reviewed: 89, state: REJECTED,
        comment_rejected: 'El total de la factura no coincide con las llantas registradas. Regístrela de nuevo con la letra C al final del número.',
        lines: [{ tire: 'RS-ES4-21555R17', amount: 2 }, { tire: 'RS-AH8-20565R15', amount: 2 }] },
      // SPEC 2.9: the correction of the rejected invoice, the same number with a 'C' at the end
      { number: 'FV-10652C', price: 1590000, sale: 92, registered: 88, reviewed: 86, state: APPROVED,
        lines: [{ tire: 'RS-ES4-21555R17', amount: 2 }, { tire: 'RS-AH8-20565R15', amount: 1 }] },
      { number: 'FV-10890', price: 3120000, sale: 41, registered: 40, state: CREATED,
        lines: [{ tire: 'NX-SU1-23540R18', amount: 4 }] },
      // sold at another branch than the participant's own: a warning in 'Facturas por revisar'
      { number: 'FV-11012', price: 2270000, sale: 14, registered: 13, state: CREATED, branch: 'Servitecas La Sabana Calle 80',
        lines: [{ tire: 'NX-NBH-20560R16', amount: 2 }, { tire: 'RS-CT8-21575R16C', amount: 4 }] },
      // the photo of FV-10478 again: a warning in 'Facturas por revisar'
      { number: 'FV-11105', price: 2180000, sale: 4, registered: 3, state: CREATED, samePhotoAs: 'FV-10478',
        lines: [{ tire: 'NX-SU1-24545R19', amount: 2 }, { tire: 'NX-RH5-26565R17', amount: 1 }, { tire: 'RS-AH8-18560R14', amount: 2 }] },
    ],
    redemptions: [
      { product: 'Freidora de aire 4 litros', state: CONFIRMED, requested: 140, reviewed: 138, bought: 131,
        comment: 'Aprobado, entrega en la sucursal', buyer_comment: 'Comprada y enviada a la sucursal Llantas del Norte Av. 68' },
      { product: 'Bono de combustible $100.000', state: GRANTED, requested: 60, reviewed: 58, comment: 'Aprobado, entrega en la sucursal' },
      { product: 'Cafetera espresso', state: REFUSED, requested: 26, reviewed: 24,
        comment: 'El premio no está disponible por ahora con el proveedor; sus puntos fueron devueltos.' },
      { product: 'Bono de cine para dos', state: PENDING, requested: 2 },
      // the prize's way to the participant (SPEC 1/9): one in every state after the purchase
      { product: 'Morral deportivo', state: DISPATCHED, dueIn: 3, reviewed: 20, bought: 18, dispatched: 16,
        comment: 'Aprobado', buyer_comment: 'Comprado en almacén deportivo',
        delivery: { method: 'address', address: 'Calle 80 # 68-20, apartamento 402', city: 'Bogotá', recipient: 'Andrés Felipe Rodríguez', carrier: 'Servientrega', guide: 'SV-2026-558120', tracking_url: 'https://www.servientrega.com/rastreo' } },
      { product: 'Balón de fútbol profesional', state: DELIVERED, requested: 45, reviewed: 44, bought: 40, dispatched: 38, delivered: 35,
        comment: 'Aprobado', buyer_comment: 'Comprado con el proveedor de deportes',
        delivery: { method: 'branch', recipient: 'Andrés Felipe Rodríguez', carrier: 'Coordinadora', guide: 'CO-88120457' } },
      { product: 'Bono de restaurante $150.000', state: CANCELLED, requested: 20, reviewed: 19,
        comment: 'Aprobado', closing: { days: 17, comment: 'El restaurante dejó de recibir bonos del programa; sus puntos fueron devueltos.' } },
      // overdue: requested more than a month ago and still not delivered
      { product: 'Juego de llaves 40 piezas', state: NOT_DELIVERED, requested: 50, reviewed: 49, bought: 45, dispatched: 43,
        comment: 'Aprobado', buyer_comment: 'Comprado en ferretería',
        delivery: { method: 'branch', recipient: 'Andrés Felipe Rodríguez', carrier: 'Interrapidísimo', guide: 'IR-700123984' },
        closing: { days: 36, comment: 'La transportadora devolvió el paquete: la sucursal estaba cerrada.' } },
      { product: 'Juego de sábanas doble', state: CLAIMED, requested: 25, reviewed: 24, bought: 22, dispatched: 20, delivered: 18, received: true,
        comment: 'Aprobado', buyer_comment: 'Comprado en almacén de hogar',
        delivery: { method: 'branch', recipient: 'Andrés Felipe Rodríguez', carrier: 'Envía', guide: 'EN-33019877' },
        closing: { days: 15, comment: 'Llegó un juego sencillo, no doble como el del catálogo.' } },
    ],
  },
  // Luisa Fernanda Ospina, Vendedor Plata, Llantamax El Poblado
  1000000003: {
    invoices: [
      { number: 'FE-2087', price: 1640000, sale: 146, registered: 145, reviewed: 142, state: APPROVED,
        lines: [{ tire: 'NX-NBH-18565R14', amount: 4 }, { tire: 'NX-SU1-20555R16', amount: 2 }] },
      { number: 'FE-2144', price: 2350000, sale: 101, registered: 100, reviewed: 97, state: APPROVED,
        lines: [{ tire: 'RS-ES4-22540R18', amount: 4 }] },
      { number: 'FE-2210', price: 980000, sale: 76, registered: 75, reviewed: 73, state: REJECTED,
        comment_rejected: 'El número de la factura no coincide con el de la imagen. Regístrela de nuevo con la letra C al final.',
        lines: [{ tire: 'RS-AH8-18560R14', amount: 4 }, { tire: 'RS-CT8-195R15C', amount: 2 }] },
      // SPEC 2.9: the correction, still waiting for review
      { number: 'FE-2210C', price: 980000, sale: 76, registered: 72, state: CREATED,
        lines: [{ tire: 'RS-AH8-18560R14', amount: 4 }, { tire: 'RS-CT8-195R15C', amount: 2 }] },
      { number: 'FE-2301', price: 2010000, sale: 31, registered: 30, state: CREATED,
        lines: [{ tire: 'NX-RH5-23575R15', amount: 4 }] },
      { number: 'FE-2355', price: 2640000, sale: 9, registered: 8, state: CREATED,
        lines: [{ tire: 'NX-SU1-24545R19', amount: 2 }, { tire: 'NX-SU1-22545R17', amount: 2 }, { tire: 'NX-NBH-17570R13', amount: 1 }] },
      // Andrés's FV-10890, claimed at his branch: a disputed pair waiting for the approver
      { number: 'FV-10890', price: 3120000, sale: 41, registered: 6, state: CREATED, branch: 'Llantas del Norte Av. 68', claim: true,
        lines: [{ tire: 'NX-SU1-23540R18', amount: 4 }] },
    ],
    redemptions: [
      { product: 'Bono de cine para dos', state: CONFIRMED, requested: 110, reviewed: 108, bought: 101,
        comment: 'Cumple con las condiciones', buyer_comment: 'Bonos enviados al correo registrado' },
      { product: 'Juego de sábanas doble', state: REFUSED, requested: 48, reviewed: 46,
        comment: 'Referencia agotada con el proveedor; sus puntos fueron devueltos.' },
      { product: 'Parlante Bluetooth portátil', state: GRANTED, requested: 16, reviewed: 14, comment: 'Cumple con las condiciones' },
      { product: 'Audífonos inalámbricos', state: PENDING, requested: 5 },
      { product: 'Bono de cine para dos', state: DISPATCHED, requested: 12, reviewed: 11, bought: 10, dispatched: 9,
        comment: 'Cumple con las condiciones', buyer_comment: 'Bono comprado en línea',
        delivery: { method: 'voucher', recipient: 'Luisa Fernanda Ospina', tracking_url: 'https://bonos.example.com/cine/LF-4471' } },
      { product: 'Juego de llaves 40 piezas', state: DELIVERED, requested: 70, reviewed: 69, bought: 65, dispatched: 63, delivered: 60,
        comment: 'Cumple con las condiciones', buyer_comment: 'Comprado en ferretería',
        delivery: { method: 'address', address: 'Carrera 43A # 1-50, oficina 301', city: 'Medellín', recipient: 'Luisa Fernanda Ospina', carrier: 'Servientrega', guide: 'SV-2026-440981' } },
      { product: 'Balón de fútbol profesional', state: CANCELLED, requested: 40, reviewed: 39, bought: 37,
        comment: 'Cumple con las condiciones', buyer_comment: 'Pedido al proveedor de deportes',
        closing: { days: 33, comment: 'El proveedor canceló el pedido por falta de existencias; sus puntos fueron devueltos.' } },
      { product: 'Morral deportivo', state: NOT_DELIVERED, requested: 34, reviewed: 33, bought: 31, dispatched: 30,
        comment: 'Cumple con las condiciones', buyer_comment: 'Comprado en almacén deportivo',
        delivery: { method: 'branch', recipient: 'Luisa Fernanda Ospina', carrier: 'Coordinadora', guide: 'CO-88200311' },
        closing: { days: 27, comment: 'Nadie recibió el paquete en la sucursal en dos intentos.' } },
      { product: 'Bono de combustible $100.000', state: CLAIMED, requested: 22, reviewed: 21, bought: 20, dispatched: 19,
        comment: 'Cumple con las condiciones', buyer_comment: 'Bono comprado a la estación',
        delivery: { method: 'branch', recipient: 'Luisa Fernanda Ospina', carrier: 'Envía', guide: 'EN-33100452' },
        closing: { days: 12, comment: 'El paquete no ha llegado a la sucursal y la guía no muestra movimiento.' } },
    ],
  },
};
