/**
 * Credentials for other systems (a data source's, a mail server's password) stored encrypted at rest: the
 * application reads them back to connect, so they cannot be hashed; a JPA AttributeConverter encrypts
 * them with the application's key (AES-GCM) on the way to the column and decrypts them on the way back.
 */
import type {GeneratedFile} from './model';
import {javaString} from './escape';
import {CREDENTIAL_KEY_PROPERTY, type Field, type Plan} from './plan';
import {javaFile} from './java-file';

export const CREDENTIAL_CONVERTER = 'CredentialConverter';

/** Bytes of the random nonce of each value, and bits of the authentication tag: AES-GCM's usual 12 and 128. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The longest credential, in UTF-8 bytes, whose encrypted form fits a column of `length` characters: the
 * column holds Base64 of the nonce, the ciphertext (as long as the credential) and the tag. Undefined for a
 * column of no declared length (TEXT).
 */
export function credentialMaxLength(f: Field): number | undefined {
  const length = f.column.length;
  if (length === undefined || !['CHAR', 'VARCHAR'].includes(f.column.sqlType)) return undefined;
  return Math.max(0, Math.floor(length / 4) * 3 - NONCE_BYTES - TAG_BYTES);
}

export function credentialConverter(plan: Plan): GeneratedFile {
  const key = `\${${CREDENTIAL_KEY_PROPERTY}}`;
  return javaFile(
    plan,
    undefined,
    CREDENTIAL_CONVERTER,
    [
      'jakarta.persistence.AttributeConverter',
      'jakarta.persistence.Converter',
      'java.nio.ByteBuffer',
      'java.nio.charset.StandardCharsets',
      'java.security.GeneralSecurityException',
      'java.security.SecureRandom',
      'java.util.Base64',
      'javax.crypto.Cipher',
      'javax.crypto.SecretKey',
      'javax.crypto.spec.GCMParameterSpec',
      'javax.crypto.spec.SecretKeySpec',
      'org.springframework.beans.factory.annotation.Value',
    ],
    [
      '/**',
      " * Keeps a credential for another system encrypted at rest with the application's key: AES-256-GCM,",
      ` * a new ${NONCE_BYTES}-byte nonce for each value, the column holding Base64 of the nonce, the ciphertext and the tag.`,
      ` * The key is {@code ${CREDENTIAL_KEY_PROPERTY}}: 32 random bytes in Base64 ({@code openssl rand -base64 32}),`,
      ' * the same on every instance, passed in from the environment. Hibernate creates the converter through',
      " * Spring (Spring Boot's SpringBeanContainer), which gives it the key. A value that is not one of these",
      ' * (written before the converter) is read as it is, and encrypted at its next save.',
      ' */',
      '@Converter',
      `public class ${CREDENTIAL_CONVERTER} implements AttributeConverter<String, String> {`,
      '',
      `    private static final int NONCE_BYTES = ${NONCE_BYTES};`,
      `    private static final int TAG_BITS = ${TAG_BYTES * 8};`,
      '    private static final SecureRandom RANDOM = new SecureRandom();',
      '',
      '    private final SecretKey key;',
      '',
      `    public ${CREDENTIAL_CONVERTER}(@Value(${javaString(key)}) String key) {`,
      '        byte[] bytes = Base64.getDecoder().decode(key.trim());',
      '        if (bytes.length != 32) {',
      `            throw new IllegalStateException(${javaString(`${CREDENTIAL_KEY_PROPERTY} must be 32 bytes in Base64`)});`,
      '        }',
      '        this.key = new SecretKeySpec(bytes, "AES");',
      '    }',
      '',
      '    @Override',
      '    public String convertToDatabaseColumn(String credential) {',
      '        if (credential == null) {',
      '            return null;',
      '        }',
      '        byte[] nonce = new byte[NONCE_BYTES];',
      '        RANDOM.nextBytes(nonce);',
      '        try {',
      '            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");',
      '            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));',
      '            byte[] sealed = cipher.doFinal(credential.getBytes(StandardCharsets.UTF_8));',
      '            return Base64.getEncoder().encodeToString(ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array());',
      '        } catch (GeneralSecurityException e) {',
      '            throw new IllegalStateException("cannot encrypt a credential", e);',
      '        }',
      '    }',
      '',
      '    @Override',
      '    public String convertToEntityAttribute(String stored) {',
      '        if (stored == null || stored.isEmpty()) {',
      '            return stored;',
      '        }',
      '        byte[] bytes;',
      '        try {',
      '            bytes = Base64.getDecoder().decode(stored);',
      '        } catch (IllegalArgumentException notEncrypted) {',
      '            return stored;',
      '        }',
      `        if (bytes.length <= NONCE_BYTES + TAG_BITS / 8) {`,
      '            return stored;',
      '        }',
      '        try {',
      '            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");',
      '            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, bytes, 0, NONCE_BYTES));',
      '            return new String(cipher.doFinal(bytes, NONCE_BYTES, bytes.length - NONCE_BYTES), StandardCharsets.UTF_8);',
      '        } catch (GeneralSecurityException notEncrypted) {',
      '            // Not sealed with this key: a value written before the converter.',
      '            return stored;',
      '        }',
      '    }',
      '}',
    ],
  );
}
