package abreplay.importer;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A post saved as text: UTF-8 (with or without a byte-order mark), UTF-16 with its mark, else
 * GB18030 (GBK included), else ISO-8859-1. A file with NUL bytes outside UTF-16 is refused.
 */
final class TextFile {
  /** The most a post may be: a larger file is not one post's text. */
  static final int MOST_BYTES = 16 << 20;

  /** Not a readable text file; the message names it and the fix. */
  static final class NotText extends RuntimeException {
    NotText(String message) {
      super(message, null, false, false);
    }
  }

  private TextFile() {}

  static String read(Path file) {
    if (Files.isDirectory(file))
      throw new NotText(file + ": is a folder; give the post's text file");
    if (!Files.exists(file))
      throw new NotText(
          file
              + ": no such file; save the post as text (or paste the load tool's output into a"
              + " file) and give its path");
    try {
      // Not only a regular file: /dev/stdin or a device reads as well, and /dev/null as empty.
      return decode(Files.readAllBytes(file), file.toString());
    } catch (IOException e) {
      throw new NotText(file + ": cannot be read (" + e.getMessage() + "); check its permissions");
    }
  }

  /** {@code bytes} as text, {@code name} naming them; NotText when empty, too many or no text. */
  static String decode(byte[] bytes, String name) {
    if (bytes.length == 0)
      throw new NotText(
          name
              + ": empty, no report in it: save the post as text (or paste the load tool's output"
              + " into the file) and give its path");
    if (bytes.length > MOST_BYTES)
      throw new NotText(
          "%s: %s MB, more than a post (%s MB at most): import the part of it with the reports"
              .formatted(name, bytes.length >> 20, MOST_BYTES >> 20));
    // UTF-16's byte-order mark, either way round
    int mark = bytes.length < 2 ? 0 : (bytes[0] & 0xff) << 8 | bytes[1] & 0xff;
    if (mark == 0xfffe || mark == 0xfeff) return new String(bytes, StandardCharsets.UTF_16);
    for (byte b : bytes)
      if (b == 0)
        throw new NotText(
            name + ": is not a text file (it has NUL bytes): save the post as text first");
    for (Charset charset : new Charset[] {StandardCharsets.UTF_8, Charset.forName("GB18030")}) {
      try {
        return charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(bytes))
            .toString();
      } catch (CharacterCodingException e) {
        // the next one
      }
    }
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }
}
