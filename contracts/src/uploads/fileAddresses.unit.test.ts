import { describe, expect, it } from 'vitest';
import { fileAddressesAsReferences, fileAddressesFrom, fileReferenceOf } from './fileAddresses.ts';

const KEY = '0b7e3c52-4b7a-4d8e-9c1f-2a3b4c5d6e7f/exercises/videos/11111111-2222-4333-8444-555555555555-remada.mp4';

describe('file addresses (issue 35: stored as /{account}/files/{key}, answered from the request origin)', () => {
  it('takes the host off our file addresses, whatever the host, and leaves any other address alone', () => {
    expect(fileReferenceOf(`http://0.0.0.0:3000/demo/files/${KEY}`)).toBe(`/demo/files/${KEY}`);
    expect(fileReferenceOf(`https://academia.exemplo.com.br/demo/files/${KEY}`)).toBe(`/demo/files/${KEY}`);
    expect(fileReferenceOf(`/demo/files/${KEY}`)).toBe(`/demo/files/${KEY}`);
    expect(fileReferenceOf('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(fileReferenceOf('https://cdn.exemplo.com/demo/files/sem-uuid.png')).toBeNull();
    expect(fileReferenceOf(`texto com /demo/files/${KEY}`)).toBeNull();
  });

  it('stores references in nested event data and keeps untouched objects as they are', () => {
    const untouched = { name: 'Remada', tags: ['a'] };
    expect(fileAddressesAsReferences(untouched)).toBe(untouched);
    expect(
      fileAddressesAsReferences({
        videoUrl: `http://0.0.0.0:3000/demo/files/${KEY}`,
        units: [{ coverUrl: `http://localhost:3000/demo/files/${KEY}`, title: 'Aula 1' }],
        externalVideoUrl: 'https://vimeo.com/1',
      }),
    ).toEqual({
      videoUrl: `/demo/files/${KEY}`,
      units: [{ coverUrl: `/demo/files/${KEY}`, title: 'Aula 1' }],
      externalVideoUrl: 'https://vimeo.com/1',
    });
  });

  it('answers every reference, and every address stored with 0.0.0.0, from the given origin', () => {
    expect(
      fileAddressesFrom(
        { data: { a: `/demo/files/${KEY}`, b: [`http://0.0.0.0:3000/demo/files/${KEY}`], n: 3, z: null } },
        'http://192.168.0.10:3000/',
      ),
    ).toEqual({
      data: {
        a: `http://192.168.0.10:3000/demo/files/${KEY}`,
        b: [`http://192.168.0.10:3000/demo/files/${KEY}`],
        n: 3,
        z: null,
      },
    });
  });
});
