// Runs in the browser before the app's own code (Next's instrumentation-client). Kept tiny: every page loads it.
import { turnOffZodCompiler } from '@/lib/zod-jitless';

turnOffZodCompiler();
