// CSS Modules, as the application's bundler (webpack, Rspack or Vite) provides them.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
