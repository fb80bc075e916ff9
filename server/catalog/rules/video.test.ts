import { describe, expect, it } from 'vitest';
import { recogniseVideo, youtubeThumbnail, type VideoSource } from './video';

const ID = 'dQw4w9WgXcQ';

describe('recogniseVideo', () => {
  describe('YouTube', () => {
    it.each<[string, VideoSource | null]>([
      [`https://www.youtube.com/watch?v=${ID}`, { kind: 'youtube', id: ID }],
      [`https://youtube.com/watch?v=${ID}&t=42s`, { kind: 'youtube', id: ID }],
      [`https://www.youtube.com/watch?feature=share&v=${ID}`, { kind: 'youtube', id: ID }],
      [`http://m.youtube.com/watch?v=${ID}`, { kind: 'youtube', id: ID }],
      [`https://youtu.be/${ID}`, { kind: 'youtube', id: ID }],
      [`https://youtu.be/${ID}?si=abc`, { kind: 'youtube', id: ID }],
      [`https://www.youtube.com/embed/${ID}`, { kind: 'youtube', id: ID }],
      [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`, { kind: 'youtube', id: ID }],
      [`https://www.youtube.com/shorts/${ID}/`, { kind: 'youtube', id: ID }],
      [`  https://WWW.YOUTUBE.COM/watch?v=${ID}  `, { kind: 'youtube', id: ID }],
      ['https://youtu.be/a_b-C1d2E3f', { kind: 'youtube', id: 'a_b-C1d2E3f' }],
      ['https://www.youtube.com/watch?v=short', null],
      [`https://www.youtube.com/watch?v=${ID}X`, null],
      ['https://www.youtube.com/watch?v=dQw4w9WgXc!', null],
      ['https://www.youtube.com/watch', null],
      ['https://www.youtube.com/', null],
      ['https://www.youtube.com/@someagency', null],
      [`https://www.youtube.com/embed/${ID}/extra`, null],
      [`https://youtu.be/`, null],
      [`https://www.youtube.com/watch/${ID}.mp4`, null],
    ])('%s', (url, expected) => {
      expect(recogniseVideo(url)).toEqual(expected);
    });
  });

  describe('Vimeo', () => {
    it.each<[string, VideoSource | null]>([
      ['https://vimeo.com/123456789', { kind: 'vimeo', id: '123456789' }],
      ['https://www.vimeo.com/76979871?share=copy', { kind: 'vimeo', id: '76979871' }],
      ['https://vimeo.com/76979871/', { kind: 'vimeo', id: '76979871' }],
      ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
      ['https://vimeo.com/channels/staffpicks/76979871', null],
      ['https://vimeo.com/someagency', null],
      ['https://vimeo.com/76979871/abcdef', null],
      ['https://vimeo.com/', null],
      ['https://player.vimeo.com/76979871', null],
      ['https://vimeo.com/clip.mp4', null],
    ])('%s', (url, expected) => {
      expect(recogniseVideo(url)).toEqual(expected);
    });
  });

  describe('Facebook', () => {
    it.each<[string, boolean]>([
      ['https://www.facebook.com/someagency/videos/1234567890/', true],
      ['https://www.facebook.com/someagency/videos/a-nice-house/1234567890', true],
      ['https://m.facebook.com/watch?v=1234567890', true],
      ['https://facebook.com/watch/?v=1234567890', true],
      ['https://fb.watch/abcDEF123/', true],
      ['https://www.facebook.com/someagency', false],
      ['https://www.facebook.com/someagency/videos', false],
      ['https://www.facebook.com/watch', false],
      ['https://fb.watch/', false],
    ])('%s → facebook: %s', (url, isFacebook) => {
      const result = recogniseVideo(url);
      if (isFacebook) expect(result).toEqual({ kind: 'facebook', url: new URL(url).href });
      else expect(result).toBeNull();
    });
  });

  describe('files', () => {
    it.each<[string, string]>([
      ['https://cdn.agency.be/videos/house.mp4', 'mp4'],
      ['https://cdn.agency.be/videos/house.MOV', 'mov'],
      ['http://cdn.agency.be/house.wmv?token=abc', 'wmv'],
      ['https://cdn.agency.be/house.avi#t=10', 'avi'],
      ['https://cdn.agency.be/house.flv', 'flv'],
      ['https://cdn.agency.be/a.b/house.WebM', 'webm'],
    ])('%s → file .%s', (url, extension) => {
      expect(recogniseVideo(url)).toEqual({ kind: 'file', url: new URL(url).href, extension });
    });

    it.each<[string]>([
      ['https://cdn.agency.be/house.mp3'],
      ['https://cdn.agency.be/house.mp4/'],
      ['https://cdn.agency.be/mp4'],
      ['https://cdn.agency.be/page?file=house.mp4'],
      ['https://cdn.agency.be/.mp4'],
    ])('%s → null', (url) => {
      expect(recogniseVideo(url)).toBeNull();
    });
  });

  describe('TVL', () => {
    it.each<[string]>([
      ['https://www.tvl.be/nieuws/huis-te-koop-123'],
      ['https://tvl.be/video/abc'],
      ['http://media.tvl.be/clip.mp4'],
    ])('%s → tvl', (url) => {
      expect(recogniseVideo(url)).toEqual({ kind: 'tvl', url: new URL(url).href });
    });

    it('does not take hosts that merely end in tvl.be', () => {
      expect(recogniseVideo('https://nottvl.be/video/abc')).toBeNull();
    });
  });

  describe('rejected input', () => {
    it.each<[string | null | undefined]>([
      [null],
      [undefined],
      [''],
      ['   '],
      ['not a url'],
      [`youtube.com/watch?v=${ID}`],
      [`//www.youtube.com/watch?v=${ID}`],
      ['javascript:alert(1)//.mp4'],
      [`javascript://www.youtube.com/watch?v=${ID}`],
      ['data:video/mp4;base64,AAAA.mp4'],
      ['ftp://files.agency.be/house.mp4'],
      [`file:///tmp/house.mp4`],
      ['https://www.example.com/'],
      ['https://www.dailymotion.com/video/x7xxxxx'],
    ])('%j → null', (url) => {
      expect(recogniseVideo(url)).toBeNull();
    });
  });
});

describe('youtubeThumbnail', () => {
  it.each<['low' | 'medium' | 'high', string]>([
    ['low', `https://img.youtube.com/vi/${ID}/default.jpg`],
    ['medium', `https://img.youtube.com/vi/${ID}/mqdefault.jpg`],
    ['high', `https://img.youtube.com/vi/${ID}/hqdefault.jpg`],
  ])('%s → %s', (quality, expected) => {
    expect(youtubeThumbnail(ID, quality)).toBe(expected);
  });
});
