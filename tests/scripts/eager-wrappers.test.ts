// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerModuleWrappers } from '../../scripts/lib/eager-wrappers';

/** Runs a chunk's code (no imports) and returns what it leaves in `out`. */
function run(code: string): unknown {
  return new Function(`const out = {}; ${code}; return out;`)();
}

describe('eagerModuleWrappers', () => {
  it('turns each top-level wrapped factory into a parenthesised function expression', () => {
    const chunk =
      'var t=(f,m)=>()=>(m||f((m={exports:{}}).exports,m),m.exports);' +
      'var n=t((e=>{e.a=`é ${1+1}`})),r=t(((e,o)=>{o.exports={b:n().a}}));out.v=r().b;';
    const eager = eagerModuleWrappers(chunk);
    expect(eager).toContain('var n=t((function(e){e.a=');
    expect(eager).toContain('r=t((function(e,o){o.exports=');
    // The helper itself is not a wrapped factory: left as it was.
    expect(eager).toContain('var t=(f,m)=>()=>');
    expect(run(eager)).toEqual(run(chunk));
    expect(run(eager)).toEqual({ v: 'é 2' });
  });

  it('leaves an arrow whose body means its outer this or arguments', () => {
    const chunk = 'var t=(f)=>f;var a=t((e=>{return this})),b=t((e=>{return arguments.length}));';
    expect(eagerModuleWrappers(chunk)).toBe(chunk);
  });

  it('converts an arrow whose this belongs to a nested function of its own', () => {
    const chunk = 'var t=(f)=>f;var a=t((e=>{function g(){return this}return g}));';
    expect(eagerModuleWrappers(chunk)).toBe(
      'var t=(f)=>f;var a=t((function(e){function g(){return this}return g}));',
    );
  });

  it('leaves calls that are not a single parenthesised arrow, and nested ones', () => {
    const chunk =
      'var a=f(e=>{}),b=f((e=>1)),c=f((async e=>{})),d=f((e=>{}),1);function g(){var x=f((e=>{}))}';
    expect(eagerModuleWrappers(chunk)).toBe(chunk);
  });
});
