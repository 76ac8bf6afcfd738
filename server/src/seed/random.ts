/** A small deterministic generator (mulberry32) so a given seed always builds the same company. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Steven',
  'Sandra',
  'Paul',
  'Ashley',
];
export const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
];
export const STREETS = [
  'Oak',
  'Maple',
  'Elm',
  'Cedar',
  'Pine',
  'Birch',
  'Willow',
  'Hickory',
  'Chestnut',
  'Linden',
  'Sycamore',
  'Magnolia',
  'Spruce',
  'Aspen',
  'Juniper',
];
export const SUFFIX = ['St', 'Ave', 'Ln', 'Dr', 'Ct', 'Rd', 'Way', 'Pl'];
export const COMPANIES = [
  'Property Management',
  'Homeowners Association',
  'Country Club',
  'Office Park',
  'School District',
  'Apartments',
  'Cemetery',
  'Golf Course',
  'Church',
  'Medical Center',
];
