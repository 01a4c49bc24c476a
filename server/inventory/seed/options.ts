// What every seeder is given: the time of seeding (demo dates follow it) and the service's public
// address (demo image links point at it).
export interface SeedOptions {
  now: number;
  publicUrl: string;
}
