/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

declare module "virtual:allez-core-catalog/*" {
  const texts: Readonly<Record<string, string>>
  export default texts
}
