// The embedded GeoIP lookup ships without types; this is the part visitor detection uses.
declare module "geoip-country" {
  interface GeoCountry {
    readonly country: string;
    readonly name: string;
  }
  const geoip: { lookup(address: string): GeoCountry | null };
  export default geoip;
}
