/**
 * One Java source file of the generated back end: its package (the plan's, or a sub-package of it),
 * its imports sorted and without the types of its own package, and its path under the server's
 * source root. Every file of the back end is written through it: the entity, repository, service,
 * controller and DTOs (./java.ts), the Excel row record (./excel.ts) and the credential converter
 * (./credential.ts).
 */
import type {GeneratedFile} from './model';
import type {Plan} from './plan';

const JAVA_ROOT = 'server/src/main/java';

export function javaFile(
  plan: Plan,
  subPackage: string | undefined,
  name: string,
  imports: Iterable<string>,
  body: string[],
): GeneratedFile {
  const packageName = subPackage ? `${plan.packageName}.${subPackage}` : plan.packageName;
  const own = (type: string) => type.slice(0, type.lastIndexOf('.')) === packageName;
  const sorted = [...new Set(imports)].filter((type) => !own(type)).sort();
  const lines = [`package ${packageName};`, ''];
  if (sorted.length > 0) lines.push(...sorted.map((type) => `import ${type};`), '');
  lines.push(...body);
  return {
    path: `${JAVA_ROOT}/${packageName.replaceAll('.', '/')}/${name}.java`,
    language: 'java',
    side: 'back-end',
    content: `${lines.join('\n')}\n`,
  };
}
