export interface ZipcodeAddress {
  readonly zipcode: string;
  readonly street: string | null;
  readonly neighborhood: string | null;
  readonly city: string | null;
  readonly state: string | null;
}

/** Postal-code lookup port (spec 000: GET {base}/ws/{zipcode}/json/, the ViaCEP service). */
export interface ZipcodeLookup {
  lookup(zipcode: string): Promise<ZipcodeAddress>;
}
