// Available in every runtime the engine runs in (browsers, Node 17+); declared here because the
// package compiles without DOM or Node typings on purpose.
declare function structuredClone<T>(value: T): T;
