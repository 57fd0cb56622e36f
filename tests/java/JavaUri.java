// java.net.URI (Java 17: RFC 2396 with RFC 2732's IPv6 literals) on each line of standard
// input: `ok`, or `err<TAB>index`. The comparison with `rfc1630 check --grammar rfc2732` (docs/grammars.md)
// runs it as `javac JavaUri.java && java JavaUri < lines`, one corpus column a line.
import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
public class JavaUri {
    public static void main(String[] a) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = r.readLine()) != null) {
            try { new URI(line); System.out.println("ok"); } catch (URISyntaxException e) { System.out.println("err\t" + e.getIndex()); }
        }
    }
}
