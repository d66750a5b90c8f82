// Demo data written on first start (ARCHITECTURE "npm start ... with demo data on first start").
// Every name here is what a person sees, so it is Spanish and plausible for a Colombian
// distributor network.
import { SLIDE_BOX } from '@portal/contract';
import type { Rgb } from './images';

/** SPEC 6: the role is the profile id, so these ids are fixed. 2 and 3 are participant tiers. */
export const DEMO_PROFILES = [
  { id: 1, name: 'Administrador' },
  { id: 2, name: 'Vendedor Oro' },
  { id: 3, name: 'Vendedor Plata' },
  { id: 4, name: 'Aprobador' },
  { id: 5, name: 'Comprador' },
] as const;

/** SPEC 9: Bogotá is the default city, so it comes first. */
export const DEMO_CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Pereira'];

/** Distributor points of sale; profiles_id is the tier given to staff who register with them (SPEC 2.3). */
export const DEMO_BRANCHES: { name: string; city: string; profiles_id: 2 | 3 }[] = [
  { name: 'Llantas del Norte Av. 68', city: 'Bogotá', profiles_id: 2 },
  { name: 'Servitecas La Sabana Calle 80', city: 'Bogotá', profiles_id: 3 },
  { name: 'Llantamax El Poblado', city: 'Medellín', profiles_id: 2 },
  { name: 'Rodamientos y Llantas Itagüí', city: 'Medellín', profiles_id: 3 },
  { name: 'Centro Llantero del Valle', city: 'Cali', profiles_id: 2 },
  { name: 'Llantas Caribe Vía 40', city: 'Barranquilla', profiles_id: 3 },
  { name: 'Tecnillantas Cabecera', city: 'Bucaramanga', profiles_id: 3 },
  { name: 'Autollantas Pereira Centro', city: 'Pereira', profiles_id: 2 },
];

/**
 * SPEC 1: only auto and light-truck tires of the manufacturer's two brands count. We use Nexen
 * Tire's two passenger/light-truck brands, Nexen and Roadstone (one manufacturer, two brands), with
 * real design lines; the codes and points are invented for the demo.
 */
export interface DemoTire {
  /** SPEC 3: the measure is the tire's name */
  name: string;
  code: string;
  description: string;
  /** SPEC 1: extra points for UHP or rim >= 17, not cumulative, never for utility tires */
  uhp: boolean;
  /** base points for profile 2 (Oro); Plata earns less */
  general: number;
}
export const DEMO_TIRE_BRANDS: { name: string; designs: { name: string; tires: DemoTire[] }[] }[] = [
  {
    name: 'Nexen',
    designs: [
      { name: "N'Fera SU1", tires: [
        { name: '205/55R16', code: 'NX-SU1-20555R16', description: 'Pasajero alto desempeño 91V', uhp: true, general: 60 },
        { name: '225/45R17', code: 'NX-SU1-22545R17', description: 'UHP rin 17 94W XL', uhp: true, general: 75 },
        { name: '235/40R18', code: 'NX-SU1-23540R18', description: 'UHP rin 18 95Y XL', uhp: true, general: 85 },
        { name: '245/45R19', code: 'NX-SU1-24545R19', description: 'UHP rin 19 102Y XL', uhp: true, general: 95 },
      ] },
      { name: "N'Blue HD Plus", tires: [
        { name: '175/70R13', code: 'NX-NBH-17570R13', description: 'Pasajero económico 82T', uhp: false, general: 30 },
        { name: '185/65R14', code: 'NX-NBH-18565R14', description: 'Pasajero económico 86H', uhp: false, general: 35 },
        { name: '195/65R15', code: 'NX-NBH-19565R15', description: 'Pasajero confort 91H', uhp: false, general: 40 },
        { name: '205/60R16', code: 'NX-NBH-20560R16', description: 'Pasajero confort 92V', uhp: false, general: 45 },
      ] },
      { name: 'Roadian HTX RH5', tires: [
        { name: '235/75R15', code: 'NX-RH5-23575R15', description: 'Camioneta todo terreno 109S', uhp: false, general: 55 },
        { name: '265/70R16', code: 'NX-RH5-26570R16', description: 'Camioneta todo terreno 112S', uhp: false, general: 65 },
        { name: '265/65R17', code: 'NX-RH5-26565R17', description: 'Camioneta rin 17 112S', uhp: true, general: 70 },
      ] },
    ],
  },
  {
    name: 'Roadstone',
    designs: [
      { name: 'Eurovis Sport 04', tires: [
        { name: '195/50R15', code: 'RS-ES4-19550R15', description: 'Deportiva compacta 82V', uhp: true, general: 40 },
        { name: '215/55R17', code: 'RS-ES4-21555R17', description: 'Deportiva rin 17 98W XL', uhp: true, general: 60 },
        { name: '225/40R18', code: 'RS-ES4-22540R18', description: 'Deportiva rin 18 92W XL', uhp: true, general: 70 },
      ] },
      { name: "N'Priz AH8", tires: [
        { name: '165/65R13', code: 'RS-AH8-16565R13', description: 'Pasajero urbano 77T', uhp: false, general: 20 },
        { name: '185/60R14', code: 'RS-AH8-18560R14', description: 'Pasajero urbano 82H', uhp: false, general: 25 },
        { name: '205/65R15', code: 'RS-AH8-20565R15', description: 'Pasajero turismo 94H', uhp: false, general: 30 },
      ] },
      { name: 'Roadian CT8', tires: [
        { name: '195R15C', code: 'RS-CT8-195R15C', description: 'Utilitario carga liviana 106/104R', uhp: false, general: 35 },
        { name: '205/70R15C', code: 'RS-CT8-20570R15C', description: 'Utilitario carga liviana 106/104T', uhp: false, general: 40 },
        { name: '215/75R16C', code: 'RS-CT8-21575R16C', description: 'Utilitario carga liviana 116/114R', uhp: false, general: 45 },
        // SPEC 1: utility tires never get the extra, even on rim 17
        { name: '225/75R17C', code: 'RS-CT8-22575R17C', description: 'Utilitario rin 17 121/120R', uhp: false, general: 50 },
      ] },
    ],
  },
];

/** The second participant tier earns 70 % of the first (rounded to 5). */
export const PLATA_FACTOR = 0.7;
/** The UHP / rim >= 17 extra is 40 % of the general points (rounded to 5). */
export const UHP_FACTOR = 0.4;

export interface DemoProduct { name: string; points: number; cop: number; active?: boolean }
export const DEMO_CATEGORIES: { name: string; color: Rgb; products: DemoProduct[] }[] = [
  { name: 'Tecnología', color: [33, 97, 183], products: [
    { name: 'Televisor LED 50" 4K', points: 24000, cop: 1899000 },
    { name: 'Audífonos inalámbricos', points: 3500, cop: 249000 },
    { name: 'Tableta 10 pulgadas', points: 11000, cop: 899000 },
    { name: 'Parlante Bluetooth portátil', points: 2800, cop: 199000 },
    { name: 'Reloj inteligente', points: 6500, cop: 499000 },
    { name: 'Portátil 14 pulgadas', points: 32000, cop: 2599000 },
    { name: 'Cámara de seguridad WiFi', points: 1900, cop: 139000, active: false },
  ] },
  { name: 'Hogar', color: [196, 98, 22], products: [
    { name: 'Freidora de aire 4 litros', points: 4800, cop: 359000 },
    { name: 'Licuadora de alta potencia', points: 3200, cop: 229000 },
    { name: 'Cafetera espresso', points: 7200, cop: 549000 },
    { name: 'Juego de ollas antiadherentes', points: 4200, cop: 319000 },
    { name: 'Aspiradora robot', points: 12500, cop: 999000 },
    { name: 'Juego de sábanas doble', points: 1800, cop: 129000 },
  ] },
  { name: 'Deportes', color: [31, 138, 76], products: [
    { name: 'Bicicleta todoterreno rin 29', points: 19000, cop: 1499000 },
    { name: 'Balón de fútbol profesional', points: 1500, cop: 109000 },
    { name: 'Morral deportivo', points: 1300, cop: 95000 },
    { name: 'Juego de mancuernas 20 kg', points: 2600, cop: 189000 },
    { name: 'Carpa para 4 personas', points: 3900, cop: 289000 },
    { name: 'Camiseta Selección Colombia', points: 3000, cop: 219000, active: false },
  ] },
  { name: 'Viajes', color: [111, 54, 160], products: [
    { name: 'Noche en hotel Cartagena', points: 9500, cop: 740000 },
    { name: 'Pasadía en el Eje Cafetero', points: 4500, cop: 340000 },
    { name: 'Maleta de cabina', points: 2900, cop: 209000 },
    { name: 'Tiquete aéreo nacional', points: 8500, cop: 650000 },
    { name: 'Fin de semana en San Andrés', points: 28000, cop: 2200000 },
  ] },
  { name: 'Bonos', color: [178, 32, 52], products: [
    { name: 'Bono de combustible $100.000', points: 1400, cop: 100000 },
    { name: 'Bono de supermercado $200.000', points: 2700, cop: 200000 },
    { name: 'Bono de restaurante $150.000', points: 2100, cop: 150000 },
    { name: 'Bono de cine para dos', points: 700, cop: 48000 },
    { name: 'Bono de almacén de ropa $300.000', points: 4000, cop: 300000 },
  ] },
  { name: 'Herramientas', color: [90, 96, 104], products: [
    { name: 'Taladro inalámbrico', points: 4400, cop: 329000 },
    { name: 'Compresor de aire portátil', points: 2300, cop: 169000 },
    { name: 'Juego de llaves 40 piezas', points: 1700, cop: 119000 },
  ] },
];

export interface DemoSlide { position: 'Up' | 'Down'; responsive: 0 | 1; order: number; text: string; color: Rgb }
const UP_TEXTS: [string, Rgb][] = [
  ['¡Gana puntos con cada llanta vendida!', [178, 32, 52]],
  ['Llantas UHP y rin 17: puntos extra', [33, 97, 183]],
  ['Redime tus puntos en el catálogo', [31, 138, 76]],
];
const DOWN_TEXTS: [string, Rgb][] = [
  ['Registra tus facturas cada mes', [111, 54, 160]],
  ['Premios entregados en un mes', [196, 98, 22]],
];
/** SPEC 2.4 /home: top and bottom carousels, each with a desktop set and a responsive set. */
export const DEMO_SLIDES: DemoSlide[] = (
  [['Up', UP_TEXTS], ['Down', DOWN_TEXTS]] as const
).flatMap(([position, texts]) => ([0, 1] as const).flatMap((responsive) =>
  texts.map(([text, color], i) => ({ position, responsive, order: i + 1, text, color }))));
/** drawn in the box the home page keeps for a slide (contract SLIDE_BOX) */
export const SLIDE_SIZE = { desktop: { ...SLIDE_BOX.desktop, scale: 7 }, responsive: { ...SLIDE_BOX.responsive, scale: 6 } };

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  identification_number: string;
  name: string;
  email: string;
  phone: string;
  profiles_id: number;
  branch: string | null;
  /** initial balance granted through the ledger (participants only) */
  startPoints: number;
}
// the participants' invoices and redemption requests: history-data.ts
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { identification_number: '1000000001', name: 'Carolina Restrepo Gómez', email: 'admin@example.com', phone: '3001234501',
    profiles_id: 1, branch: null, startPoints: 0 },
  { identification_number: '1000000002', name: 'Andrés Felipe Rodríguez', email: 'andres.rodriguez@example.com', phone: '3104567802',
    profiles_id: 2, branch: 'Llantas del Norte Av. 68', startPoints: 25000 },
  { identification_number: '1000000003', name: 'Luisa Fernanda Ospina', email: 'luisa.ospina@example.com', phone: '3157890103',
    profiles_id: 3, branch: 'Llantamax El Poblado', startPoints: 18000 },
  { identification_number: '1000000004', name: 'Jorge Iván Martínez', email: 'aprobador@example.com', phone: '3209876504',
    profiles_id: 4, branch: null, startPoints: 0 },
  { identification_number: '1000000005', name: 'Natalia Herrera Castaño', email: 'comprador@example.com', phone: '3012345605',
    profiles_id: 5, branch: null, startPoints: 0 },
];

/** Ledger reason of the initial demo balance. */
export const INITIAL_BALANCE_REASON = 'Saldo inicial de demostración';
export const LOT_LIFETIME_MONTHS = 12;
