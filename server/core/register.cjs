// Loads TypeScript sources with decorator metadata (TypeGraphQL and TypeORM need it; tsx/esbuild
// cannot emit it). Used by every `node -r ./server/core/register.cjs …` script.
process.env.SWC_NODE_PROJECT =
  process.env.SWC_NODE_PROJECT || require('node:path').join(__dirname, '../../tsconfig.json');
require('reflect-metadata');
require('@swc-node/register');
