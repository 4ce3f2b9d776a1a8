import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "smol-toml";

/**
 * Whether `config.toml` turns on `[storage.image_transformation]` (off unless set, as in the CLI,
 * which then starts imgproxy and Storage with ENABLE_IMAGE_TRANSFORMATION).
 */
export async function imageTransformationRequested(
  supabaseDir: string,
): Promise<boolean> {
  const text = await readFile(join(supabaseDir, "config.toml"), "utf8").catch(
    () => "",
  );
  try {
    const storage = parse(text).storage as
      { image_transformation?: { enabled?: unknown } } | undefined;
    return storage?.image_transformation?.enabled === true;
  } catch {
    return false;
  }
}
