// chroma-js 3 ships no types of its own (@types/chroma-js describes 2.x): the calls this project makes.
declare module 'chroma-js' {
  interface Color {
    hex(): string;
    get(channel: 'hsl.h' | 'hsl.l'): number;
    set(channel: 'hsl.l', value: number): Color;
  }
  interface Chroma {
    (color: string): Color;
    /** The WCAG contrast ratio of two colours, 1 to 21. */
    contrast(a: string, b: string): number;
  }
  const chroma: Chroma;
  export default chroma;
}
