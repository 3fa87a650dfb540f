import type { Product } from '../types.ts';
import { slugify } from './people.ts';

// A campus careers shop: things students buy for interviews, placements and study.
// [name, brand, price, free shipping, rating, description]
// prettier-ignore
const PRODUCTS: [string, string, number, boolean, number, string][] = [
  ['Leather Interview Padfolio', 'Northbound', 49.99, true, 5, 'A4 padfolio with a zipped pocket for printed CVs, a pen loop and a lined notepad.'],
  ['Commuter Laptop Backpack 20 L', 'Northbound', 79, true, 4, 'Water-resistant backpack with a padded 15-inch sleeve and a luggage strap.'],
  ['Slim Document Wallet', 'Northbound', 24.5, false, 4, 'Keeps certificates and references flat and crease-free on the way to an assessment centre.'],
  ['Canvas Tote for Careers Fairs', 'Northbound', 14, false, 3, 'Heavy canvas tote that swallows brochures, freebies and a water bottle.'],
  ['Weekend Holdall', 'Northbound', 95, true, 4, 'Cabin-sized holdall for placement visits and overnight assessment centres.'],
  ['Noise-Cancelling Headphones', 'Sonora', 199, true, 5, 'Over-ear headphones with 30 hours of battery for focused revision.'],
  ['Wireless Earbuds', 'Sonora', 89, true, 4, 'Clear microphones for video interviews and a pocketable charging case.'],
  ['USB Conference Microphone', 'Sonora', 69, false, 4, 'Plug-in microphone that makes remote interviews sound professional.'],
  ['Full HD Webcam with Ring Light', 'Lumen', 59, true, 4, '1080p webcam with an adjustable ring light for online interviews.'],
  ['LED Desk Lamp', 'Lumen', 34.99, false, 5, 'Dimmable lamp with warm and cool light and a USB charging port.'],
  ['Portable Monitor 15.6"', 'Lumen', 159, true, 4, 'USB-C second screen for coding tests and long applications.'],
  ['Dotted Notebook A5', 'Fieldnote', 12.5, false, 5, '192 pages of 100 gsm paper; lies flat for interview notes.'],
  ['Weekly Planner', 'Fieldnote', 16, false, 4, 'Undated planner to keep track of deadlines, interviews and lectures.'],
  ['Fountain Pen Gift Set', 'Fieldnote', 38, false, 5, 'Steel-nib pen with two ink cartridges in a presentation box.'],
  ['Sticky Notes Value Pack', 'Fieldnote', 6.5, false, 3, 'Twelve pads in five colours for revision and planning walls.'],
  ['Ergonomic Wireless Mouse', 'Keystone', 29.99, false, 4, 'Quiet clicks and a contoured grip for long days at a desk.'],
  ['Compact Mechanical Keyboard', 'Keystone', 84, true, 5, 'Tenkeyless keyboard with tactile switches and a braided cable.'],
  ['Adjustable Laptop Stand', 'Keystone', 39, false, 4, 'Aluminium stand that raises the screen to eye level.'],
  ['USB-C Travel Hub', 'Keystone', 45, false, 4, 'HDMI, two USB-A ports and an SD reader in a pocket-sized hub.'],
  ['Insulated Water Bottle', 'Tidewell', 22, false, 5, 'Keeps drinks cold for 24 hours; fits a backpack side pocket.'],
  ['Travel Coffee Cup', 'Tidewell', 18, false, 4, 'Leak-proof lid and a double wall, for the early train to the interview.'],
  ['Smart Fitness Watch', 'Pulsewave', 149, true, 4, 'Heart rate, sleep tracking and calendar alerts on your wrist.'],
  ['Power Bank 10,000 mAh', 'Pulsewave', 27, false, 4, 'Charges a phone twice; handy for long careers-fair days.'],
  ['Interview Skills Handbook', 'Redbrick Press', 19.99, false, 5, 'Practical guide to competency, strength and case interviews.'],
  ['Graduate Job Hunting Guide', 'Redbrick Press', 15, false, 4, 'From first application to accepting an offer, with worked examples.'],
  ['Slim-Fit Blazer', 'Tailorworks', 120, true, 4, 'Navy wool-blend blazer that pairs with jeans or suit trousers.'],
  ['Non-Iron Oxford Shirt', 'Tailorworks', 35, false, 3, 'Crisp cotton shirt that stays smart straight out of the bag.'],
];

export function seedProducts(): Product[] {
  return PRODUCTS.map(([name, brand, price, hasFreeShipping, rating, description], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name)}-${index + 1}`,
    description,
    brand,
    price,
    image: `/images/products/product-${String(index + 1).padStart(2, '0')}.svg`,
    hasFreeShipping,
    rating,
  }));
}
