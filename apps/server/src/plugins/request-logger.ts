import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

interface LazyChild {
  bindings_: Bindings;
  options_: ChildOptions;
  child_?: FastifyBaseLogger;
}

/** Per parent logger and level: the prototype whose enabled levels make the real child first. */
const prototypes = new WeakMap<FastifyBaseLogger, { level: string; proto: object }>();

function prototypeFor(parent: FastifyBaseLogger): object {
  const known = prototypes.get(parent);
  if (known && known.level === parent.level) return known.proto;
  const real = (self: LazyChild) => (self.child_ ??= parent.child(self.bindings_, self.options_));
  // Levels that are off stay the parent's no-ops; everything else (isLevelEnabled, level, ...)
  // is the parent's, through the prototype.
  const proto: Record<string, unknown> = Object.create(parent);
  for (const level of LEVELS) {
    if ((parent as FastifyBaseLogger & { isLevelEnabled(l: string): boolean }).isLevelEnabled(level)) {
      proto[level] = function (this: LazyChild, ...args: unknown[]) {
        return (real(this)[level] as (...a: unknown[]) => void)(...args);
      };
    }
  }
  proto.child = function (this: LazyChild, bindings: Bindings, options?: ChildOptions) {
    return real(this).child(bindings, options);
  };
  proto.bindings = function (this: LazyChild) {
    return (real(this) as FastifyBaseLogger & { bindings(): Bindings }).bindings();
  };
  prototypes.set(parent, { level: parent.level, proto });
  return proto;
}

/**
 * Fastify gives every request a child logger that carries the request id. A pino child costs
 * several microseconds (its bindings are serialised and run through redaction): about 2 % of
 * a product-list request, and at the production level (warn) almost no request logs
 * anything. So the child is made when the request first logs at an enabled level; the id is
 * in every line it writes, as before.
 */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  // Route-level log options change the child itself: no shortcut for those. Without a logger
  // (logger: false) Fastify's null logger is its own child.
  if (options.level || options.serializers || !('isLevelEnabled' in logger)) return logger.child(bindings, options);
  const lazy = Object.create(prototypeFor(logger)) as LazyChild;
  lazy.bindings_ = bindings;
  lazy.options_ = options;
  return lazy as unknown as FastifyBaseLogger;
};
