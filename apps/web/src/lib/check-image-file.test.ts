import { describe, expect, it, vi } from 'vitest';
import { checkImageFile, sniffImageType } from './check-image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('an image is recognised by its first bytes, not by its name', () => {
  it('JPEG, PNG and WebP signatures', () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
  });
  it('text, a GIF or a truncated header are not', () => {
    expect(sniffImageType(new TextEncoder().encode('isto não é imagem'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('a text file named .png (declared image/png) is not an image, without decoding it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkImageFile(file('Pizza 10,00', 'capa.png', 'image/png'), { maxBytes: 1000 })).toBe('not_image');
    expect(decode).not.toHaveBeenCalled();
  });
  it('a file with the right signature that the browser cannot decode is not an image', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('broken')));
    expect(await checkImageFile(file(PNG, 'capa.png', 'image/png'), { maxBytes: 1000 })).toBe('not_image');
  });
  it('a decodable picture passes; one above the size limit does not', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close: vi.fn() }));
    expect(await checkImageFile(file(JPEG, 'capa.jpg', 'image/jpeg'), { maxBytes: 1000 })).toBeNull();
    expect(await checkImageFile(file(JPEG, 'capa.jpg', 'image/jpeg'), { maxBytes: 2 })).toBe('too_large');
  });
});
