// The same module once the company has supplied its own values: no placeholder() is left.
export const brand = {
  name: 'Εταιρεία',
  phone: '210 123 4567',
  press: [{ title: 'Συνέντευξη', url: 'https://news.example/article' }],
};
