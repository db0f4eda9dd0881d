export declare function chooseEncoding(acceptEncoding?: string): "br" | "gzip" | "identity";
