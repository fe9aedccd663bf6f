/**
 * The Pix copy-and-paste code (BR Code): EMV QRCPS fields as ID + two-digit length + value, ending with a
 * CRC16-CCITT (0xFFFF) of the whole payload (Banco Central do Brasil, 'Manual de Padrões para Iniciação do Pix').
 * The sandbox's receiver key is a fixed random key: a real provider's code comes from the provider.
 */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixBrCode(input: { txid: string; amount: number }): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906');
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amount / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', 'GYM PLATAFORMA SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}
