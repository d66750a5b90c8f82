// SPEC 2.4 /home: a fixed list of eight featured tires with images, titles and brand. The designs are
// the catalogue's (Nexen and Roadstone, see the api's demo data); the pictures are drawn, not photos.
import su1_17 from '../assets/tires/nfera-su1-225-45r17.svg';
import nblue from '../assets/tires/nblue-hd-plus-195-65r15.svg';
import rh5 from '../assets/tires/roadian-htx-rh5-265-70r16.svg';
import su1_18 from '../assets/tires/nfera-su1-235-40r18.svg';
import es4_17 from '../assets/tires/eurovis-sport-04-215-55r17.svg';
import ah8 from '../assets/tires/npriz-ah8-185-60r14.svg';
import ct8 from '../assets/tires/roadian-ct8-205-70r15c.svg';
import es4_18 from '../assets/tires/eurovis-sport-04-225-40r18.svg';

export interface FeaturedTire {
  title: string;
  brand: string;
  description: string;
  image: string;
}

export const FEATURED_TIRES: readonly FeaturedTire[] = [
  { title: "N'Fera SU1 225/45R17", brand: 'Nexen', description: 'Alto desempeño UHP rin 17', image: su1_17 },
  { title: "N'Blue HD Plus 195/65R15", brand: 'Nexen', description: 'Confort y ahorro de combustible', image: nblue },
  { title: 'Roadian HTX RH5 265/70R16', brand: 'Nexen', description: 'Camioneta para carretera y destapado', image: rh5 },
  { title: "N'Fera SU1 235/40R18", brand: 'Nexen', description: 'Deportiva UHP rin 18', image: su1_18 },
  { title: 'Eurovis Sport 04 215/55R17', brand: 'Roadstone', description: 'Deportiva rin 17 de gran agarre', image: es4_17 },
  { title: "N'Priz AH8 185/60R14", brand: 'Roadstone', description: 'Pasajero urbano, larga duración', image: ah8 },
  { title: 'Roadian CT8 205/70R15C', brand: 'Roadstone', description: 'Utilitario de carga liviana', image: ct8 },
  { title: 'Eurovis Sport 04 225/40R18', brand: 'Roadstone', description: 'Deportiva rin 18 de alto rendimiento', image: es4_18 },
];
