import { describe, expect, it } from 'vitest';
import { campaignMessages } from './messages.ts';

describe('campaign form toasts (spec 002 section 8)', () => {
  it("use the spec's words", () => {
    expect(campaignMessages.saved).toBe('Mensagem salva com sucesso');
    expect(campaignMessages.saveFailed).toBe('Erro ao salvar mensagem');
  });
});
