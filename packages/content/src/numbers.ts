/**
 * A whole number as Greek text writes it, thousands grouped with a dot: 500000 is '500.000'. Not
 * `toLocaleString('el-GR')`: the browser's first Intl number format loads locale data, some 27 ms of
 * main thread when the page's content module is evaluated. The unit test holds it to Intl's output.
 */
export const groupDigitsEl = (value: number) => {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${digits}` : digits;
};
