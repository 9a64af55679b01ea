// The embedded GeoIP lookup ships without types; this is the part the edge uses.
declare module "geoip-country" {
  interface GeoCountry {
    readonly country: string;
    readonly name: string;
  }
  const geoip: { lookup(address: string): GeoCountry | null };
  export default geoip;
}
