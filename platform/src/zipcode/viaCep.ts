import { branchMessages, onlyDigits } from '@gym/contracts';
import { DomainError, NotFoundError, ValidationError } from '../kernel/errors.ts';
import type { ZipcodeLookup } from '../ports/zipcodes.ts';

/** The postal-code service did not answer: the form shows this and lets the user type the address. */
export class ZipcodeUnreachableError extends DomainError {
  constructor() {
    super('ILLEGAL_STATE', branchMessages.zipcodeUnreachable);
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** ViaCEP adapter; `baseUrl` is configurable (ZIPCODE_SERVICE_URL) so tests run a local server. */
export function viaCepLookup(baseUrl = 'https://viacep.com.br', timeoutMs = 3000): ZipcodeLookup {
  return {
    async lookup(zipcode) {
      const digits = onlyDigits(zipcode);
      if (digits.length !== 8)
        throw new ValidationError([{ path: ['zipcode'], message: branchMessages.invalidZipcode }]);
      let body: Record<string, unknown>;
      try {
        const response = await fetch(`${baseUrl.replace(/\/$/, '')}/ws/${digits}/json/`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 400)
          throw new ValidationError([{ path: ['zipcode'], message: branchMessages.invalidZipcode }]);
        if (!response.ok) throw new ZipcodeUnreachableError();
        body = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw new ZipcodeUnreachableError();
      }
      // ViaCEP answers 200 {"erro": true} for a well-formed CEP that does not exist.
      if (body.erro) throw new NotFoundError(branchMessages.zipcodeNotFound);
      return {
        zipcode: digits,
        street: text(body.logradouro),
        neighborhood: text(body.bairro),
        city: text(body.localidade),
        state: text(body.uf),
      };
    },
  };
}
